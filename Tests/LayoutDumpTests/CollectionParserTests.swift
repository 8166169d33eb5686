import CollectionLayout
import Foundation
import Layout
import Testing

@testable import LayoutDump

/// The statements of a collection view's compositional layout: what each
/// reads into, and every error each can report.
@Suite("Parsing collection statements")
struct CollectionParserTests {
    static let base = """
        collection list fill
        section s in list items 3
        group g in s horizontal height 44
        item i in g

        """

    @Test("a collection view, its sections, groups and items")
    func structure() throws {
        let scene = try parse(
            """
            collection list fill horizontal inter-section 20 insets-reference none
            section a in list items 12 insets top 8 leading 16 bottom 4 trailing 2 inter-group 10 orthogonal paging clips-to-background supplementaries-ignore-insets insets-reference safe-area measures 200 236
            group outer in a vertical width fractional-width 0.5 height estimated 300 spacing flexible 6 insets 3
            group inner in outer horizontal width 100 height fractional-height 0.5 repeat 3
            item x in inner width fractional-height 1 height uniform 40 insets leading 2
            item y in outer width absolute 10 height 20
            section b in list items 0
            group bg in b horizontal height fractional-width 0.2 count 2 spacing fixed 4
            item bi in bg
            """)
        guard case .collection = scene.views[0].kind else {
            Issue.record("not a collection: \(scene.views[0].kind)")
            return
        }
        #expect(scene.views[0].fillsParent)
        let collection = try #require(scene.collections.first)
        #expect(collection.name == "list")
        #expect(collection.scrollDirection == .horizontal)
        #expect(collection.interSectionSpacing == 20)
        #expect(collection.contentInsetsReference == ContentInsetsReference.none)
        #expect(collection.sections.map(\.name) == ["a", "b"])
        let a = collection.sections[0]
        #expect(a.itemCount == 12)
        #expect(a.contentInsets == DirectionalEdgeInsets(top: 8, leading: 16, bottom: 4, trailing: 2))
        #expect(a.interGroupSpacing == 10)
        #expect(a.orthogonalBehavior == .paging)
        #expect(a.clipsToBackground)
        #expect(!a.supplementariesFollowContentInsets)
        #expect(a.contentInsetsReference == .safeArea)
        #expect(a.measures == [MeasuredSize(width: nil, height: 200), MeasuredSize(width: nil, height: 236)])
        #expect(a.measure(ofItem: 3) == MeasuredSize(width: nil, height: 236), "the list repeats")
        let outer = try #require(a.group)
        #expect(outer.axis == .vertical)
        #expect(outer.width == .fractionalWidth(0.5))
        #expect(outer.height == .estimated(300))
        #expect(outer.spacing == .flexible(6))
        #expect(outer.contentInsets == DirectionalEdgeInsets(top: 3, leading: 3, bottom: 3, trailing: 3))
        #expect(outer.subitems.count == 2)
        guard case .group(let inner) = outer.subitems[0], case .item(let y) = outer.subitems[1] else {
            Issue.record("subitems out of order")
            return
        }
        #expect(inner.arrangement == .repeating(3))
        #expect(inner.width == .absolute(100))
        #expect(inner.height == .fractionalHeight(0.5))
        guard case .item(let x) = inner.subitems.first else {
            Issue.record("no item in the inner group")
            return
        }
        #expect(x.width == .fractionalHeight(1))
        #expect(x.height == .uniform(40))
        #expect(x.contentInsets == DirectionalEdgeInsets(leading: 2))
        #expect(y.width == .absolute(10) && y.height == .absolute(20))
        let b = collection.sections[1]
        #expect(b.group?.arrangement == .count(2))
        #expect(b.group?.spacing == .fixed(4))
        #expect(b.group?.height == .fractionalWidth(0.2))
        guard case .item(let bi)? = b.group?.subitems.first else {
            Issue.record("no item in b")
            return
        }
        #expect(
            bi.width == .fractionalWidth(1) && bi.height == .fractionalHeight(1), "an item fills its group by default")
    }

    @Test("headers, footers and backgrounds")
    func supplementaries() throws {
        let scene = try parse(
            Self.base + """
                header in s height estimated 50 measures 36
                header in s kind title width fractional-width 0.5 height 44 alignment top-leading pinned overlaps z 2
                footer in s height 30 measures 120x36
                background in s insets leading 8 trailing 8 z -2
                background in s kind shade
                """)
        let section = try #require(scene.collections.first?.sections.first)
        let header = section.supplementaries[0]
        #expect(header.kind == "header" && header.alignment == .top)
        #expect(header.width == .fractionalWidth(1) && header.height == .estimated(50))
        #expect(header.measure == MeasuredSize(width: nil, height: 36))
        #expect(!header.pinned && header.extendsBoundary && header.zIndex == nil)
        let title = section.supplementaries[1]
        #expect(title.kind == "title" && title.alignment == .topLeading && title.width == .fractionalWidth(0.5))
        #expect(title.pinned && !title.extendsBoundary && title.zIndex == 2)
        let footer = section.supplementaries[2]
        #expect(footer.kind == "footer" && footer.alignment == .bottom)
        #expect(footer.measure == MeasuredSize(width: 120, height: 36))
        #expect(section.backgrounds.map(\.kind) == ["background", "shade"])
        #expect(section.backgrounds[0].contentInsets == DirectionalEdgeInsets(leading: 8, trailing: 8))
        #expect(section.backgrounds[0].zIndex == -2)
    }

    @Test("measures: heights, widths or sizes, and the names UIKit spells in camel case")
    func measuresAndSpellings() throws {
        let widths = try parse(
            "collection c\nsection s in c measures width 80 120 orthogonal groupPagingCentered\n"
                + "group g in s horizontal height 10\nitem i in g")
        let section = try #require(widths.collections.first?.sections.first)
        #expect(section.measures == [MeasuredSize(width: 80, height: nil), MeasuredSize(width: 120, height: nil)])
        #expect(section.orthogonalBehavior == .groupPagingCentered)
        let sizes = try parse(
            "collection c insets-reference layoutMargins\nsection s in c measures 10x20 30x40\n"
                + "group g in s horizontal height 10\nitem i in g")
        #expect(sizes.collections.first?.contentInsetsReference == .layoutMargins)
        #expect(
            sizes.collections.first?.sections.first?.measures == [
                MeasuredSize(width: 10, height: 20), MeasuredSize(width: 30, height: 40),
            ])
    }

    @Test("a collection view is a scroll view: the bar goes over it, offsets drive it")
    func scrollView() throws {
        let scene = try parse("collection list\nbar over list\nsweep 0:100:50")
        #expect(scene.bar?.scrollView == "list")
        #expect(scene.offsets == .sweep(from: 0, to: 100, step: 50))
    }

    @Test(
        "errors of the collection statements",
        arguments: [
            (
                "collection c rows 3",
                "1:14: unknown option 'rows': expected in, intrinsic, hidden, fill, hugging, resistance, horizontal, vertical, inter-section, insets-reference"
            ),
            (
                "collection c insets-reference sides",
                "1:31: unknown insets reference 'sides': expected automatic, none, safe-area, layout-margins, readable-content"
            ),
            ("collection c inter-section -1", "1:28: bad spacing '-1': expected a number of points, 0 or more"),
            (
                "view v\nsection s in v",
                "2:14: 'v' is not a collection view: a section goes in one, declared with 'collection v'"
            ),
            (
                "collection c\nsection s",
                "2:10: expected 'in' and a collection view, as in 'section NAME in list', found the end of the line"
            ),
            (
                "collection c\nsection s in c items 2.5\ngroup g in s horizontal height 1\nitem i in g",
                "2:22: bad item count '2.5': expected a whole number from 0 to 100000"
            ),
            (
                "collection c\nsection s in c orthogonal sideways\ngroup g in s horizontal height 1\nitem i in g",
                "2:27: unknown scrolling behaviour 'sideways': expected none, continuous, continuous-group-leading-boundary, paging, group-paging, group-paging-centered"
            ),
            (
                "collection c\nsection s in c orthogonal contnuous\ngroup g in s horizontal height 1\nitem i in g",
                "2:27: unknown scrolling behaviour 'contnuous': did you mean 'continuous'?"
            ),
            (
                "collection c\nsection s in c items 1 items 2\ngroup g in s horizontal height 1\nitem i in g",
                "2:24: 'items' given twice"
            ),
            (
                "collection c\nsection s in c insets leadng 3\ngroup g in s horizontal height 1\nitem i in g",
                "2:23: unknown edge 'leadng': did you mean 'leading'?"
            ),
            (
                "collection c\nsection s in c insets top 1 top 2\ngroup g in s horizontal height 1\nitem i in g",
                "2:29: inset 'top' given twice"
            ),
            (
                "collection c\nsection s in c insets -2\ngroup g in s horizontal height 1\nitem i in g",
                "2:23: bad inset '-2': expected a number of points, 0 or more"
            ),
            (
                "collection c\nsection s in c measures\ngroup g in s horizontal height 1\nitem i in g",
                "2:24: expected what the views measure to after 'measures': heights (200 236), or sizes (120x200), found the end of the line"
            ),
            (
                "collection c\nsection s in c measures 10 20x30\ngroup g in s horizontal height 1\nitem i in g",
                "2:28: '20x30' is a size among heights: give every measure as WIDTHxHEIGHT, or every one as a number"
            ),
            (
                "collection c\nsection s in c measures 20x30 10\ngroup g in s horizontal height 1\nitem i in g",
                "2:31: '10' is a number among sizes: give every measure as WIDTHxHEIGHT, or every one as a number"
            ),
            (
                "collection c\nsection s in c measures depth 3\ngroup g in s horizontal height 1\nitem i in g",
                "2:25: expected sizes (120x200), heights or 'width' and widths after 'measures', found 'depth'"
            ),
            (
                "collection c\nsection s in c",
                "2:1: section 's' has no group: declare one with 'group NAME in s horizontal height 44'"
            ),
            (
                Self.base + "group h in s horizontal height 1",
                "5:1: section 's' already has its group 'g': put this one in it ('group h in g …')"
            ),
            (
                "collection c\nsection s in c\ngroup g in s diagonal height 1",
                "3:14: expected the group's axis, 'horizontal' or 'vertical', found 'diagonal'"
            ),
            (
                "collection c\nsection s in c\ngroup g in s horizontal",
                "3:24: group 'g' needs a height, such as 'height 44', 'height fractional-width 0.2' or 'height estimated 44'"
            ),
            (
                "collection c\nsection s in c\ngroup g in s horizontal height 1 count 2 repeat 2\nitem i in g",
                "3:42: 'count' and 'repeat' cannot be combined"
            ),
            (
                "collection c\nsection s in c\ngroup g in s horizontal height 1 count 0\nitem i in g",
                "3:40: bad count '0': expected a whole number from 1 to 1000"
            ),
            (
                "collection c\nsection s in c\ngroup g in s horizontal height 1 count 2\nitem i in g\nitem j in g",
                "5:1: group 'g' places count 2 copies of one subitem and has it already"
            ),
            (
                "collection c\nsection s in c\ngroup g in s horizontal height 1 spacing loose 3\nitem i in g",
                "3:42: unknown spacing 'loose': expected fixed, flexible"
            ),
            (
                "collection c\nsection s in c\ngroup g in s horizontal height 1",
                "3:1: group 'g' has no items: declare one with 'item NAME in g'"
            ),
            (
                "collection c\nsection s in c\ngroup g in s horizontal height fractional-widht 1\nitem i in g",
                "3:32: unknown dimension 'fractional-widht': did you mean 'fractional-width'?"
            ),
            (
                "collection c\nsection s in c\ngroup g in s horizontal height fractional-width 0\nitem i in g",
                "3:49: bad fraction '0': expected a positive fraction of the container, such as 0.5"
            ),
            (
                "collection c\nsection s in c\ngroup g in s horizontal height estimated 0\nitem i in g",
                "3:42: bad estimate '0': expected a positive number of points"
            ),
            (
                "collection c\nsection s in c\ngroup g in s horizontal height -3\nitem i in g",
                "3:32: bad height '-3': expected a number of points, 0 or more"
            ),
            (
                "collection c\nsection s in c\ngroup g in s horizontal height\nitem i in g",
                "3:31: expected a dimension after 'height': a number of points, or fractional-width, fractional-height, estimated or uniform and a number, found the end of the line"
            ),
            (
                "collection c\nsection s in c\ngroup g in s horizontal height 1\nitem i in g\ngroup h in c horizontal height 1",
                "5:12: 'c' is not a section or a group: declare it with 'section' or 'group'"
            ),
            (
                Self.base + "item j in s",
                "5:11: 's' is a section: an item goes in a group, and a section's group in the section ('group NAME in s horizontal height 44')"
            ),
            (Self.base + "item j in g depth 3", "5:13: unknown option 'depth': expected width, height, insets"),
            (Self.base + "item j in gg", "5:11: unknown view 'gg'"),
            (Self.base + "header s", "5:8: expected 'in' and a section, as in 'header in cards', found 's'"),
            (
                Self.base + "header in g height 4",
                "5:11: 'g' is not a section: a header goes in a section, declared with 'section NAME in COLLECTION'"
            ),
            (Self.base + "header in s", "5:12: a header needs a height, such as 'height 44' or 'height estimated 50'"),
            (
                Self.base + "footer in s height 4 alignment middle",
                "5:32: unknown alignment 'middle': expected top, top-leading, leading, bottom-leading, bottom, bottom-trailing, trailing, top-trailing"
            ),
            (
                Self.base + "footer in s height 4 measures 1 2",
                "5:33: a footer measures to one size: its view is the same in every section"
            ),
            (
                Self.base + "header in s height 4\nheader in s height 5",
                "6:1: duplicate header: section 's' already has a 'header'; give this one another kind, such as 'kind title'"
            ),
            (Self.base + "header in s height 4 z 1.5", "5:24: bad z '1.5': expected a whole number from -1000 to 1000"),
            (
                Self.base + "background in s\nbackground in s",
                "6:1: duplicate background: section 's' already has a 'background'; give this one another kind, such as 'kind shade'"
            ),
            (Self.base + "background in s pinned", "5:17: unknown option 'pinned': expected kind, insets, z"),
            (
                Self.base + "s.top == screen.top",
                "5:1: 's' is a section of a collection's layout, not a view: it has no anchors"
            ),
            (
                Self.base + "H:|[g]|",
                "5:5: 'g' is a group of a collection's layout, not a view: visual format needs views"
            ),
            (
                Self.base + "view v in i",
                "5:11: 'i' is an item of a collection's layout, not a view: put views in views"
            ),
        ])
    func errorMessage(_ source: String, _ expected: String) {
        #expect(error(source) == expected)
    }

    @Test("a statement with an error does not make its section or group be reported as empty")
    func noCascade() {
        #expect(
            errors("collection c\nsection s in c\ngroup g in s horizontal height -1\nitem i in g")
                == ["3:32: bad height '-1': expected a number of points, 0 or more"])
        #expect(
            errors("collection c\nsection s in c\ngroup g in s horizontal height 1\nitem i in g width x")
                == [
                    "4:19: unknown dimension 'x': expected absolute, fractional-width, fractional-height, estimated, uniform"
                ])
    }

    @Test("the collection statements are suggested for misspellings")
    func suggestions() {
        #expect(error("colection c") == "1:1: unknown statement 'colection': did you mean 'collection'?")
        #expect(error("collection c\nsecton s in c") == "2:1: unknown statement 'secton': did you mean 'section'?")
    }
}
