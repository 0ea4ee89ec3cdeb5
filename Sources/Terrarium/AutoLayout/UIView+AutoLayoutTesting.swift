// Entry points for tests and benchmarks into the Auto Layout engine's state.

extension UIView {
    /// Whether the view's tree has an Auto Layout engine: a constraint was activated in it,
    /// or a view in it asked for constraint-based layout. Windows that use no constraints
    /// never get one.
    package var _usesLayoutEngine: Bool {
        _rootView._autoLayout?.engine != nil
    }

    /// How many views and guides are in the engine of the view's tree (0 without one).
    package var _layoutEngineItemCount: Int {
        _rootView._autoLayout?.engine?.items.count ?? 0
    }
}
