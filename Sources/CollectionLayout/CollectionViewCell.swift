import Foundation

/// The view a collection view shows for one item (UIKit's
/// `UICollectionViewCell`): a ``CollectionReusableView`` dequeued with
/// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
open class CollectionViewCell: CollectionReusableView {}
