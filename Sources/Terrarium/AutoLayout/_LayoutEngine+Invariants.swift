extension _LayoutEngine {
    /// Checks the engine's bookkeeping against the solver and the views: every installed
    /// constraint is active, points back at this engine and is in the solver unless broken;
    /// every item is used exactly as often as it is counted, points back at this engine, and
    /// pins its frame exactly when its view translates its mask; every pin is an edit
    /// variable of the solver.
    ///
    /// Runs after every solve in builds with `TERRARIUM_INTERNAL_CHECKS` (debug builds of
    /// this package); a failure stops with the broken rule.
    package func _checkInvariants() {
        var uses: [ObjectIdentifier: Int] = [:]
        for (key, installation) in installations {
            let constraint = installation.constraint
            precondition(
                key == ObjectIdentifier(constraint), "Auto Layout invariant: \(constraint) filed under another key")
            precondition(constraint.isActive, "Auto Layout invariant: \(constraint) is installed but not active")
            if isLive {
                precondition(
                    constraint._engine === self, "Auto Layout invariant: \(constraint) points at another engine")
            }
            precondition(
                installation.isBroken == broken.contains(key),
                "Auto Layout invariant: \(constraint) broken \(installation.isBroken) but listed \(broken.contains(key))"
            )
            if let solverConstraint = installation.solverConstraint {
                precondition(
                    solver.hasConstraint(solverConstraint), "Auto Layout invariant: \(constraint) not in the solver")
            }
            if let variable = installation.constantVariable {
                precondition(
                    pins[ObjectIdentifier(variable)] != nil,
                    "Auto Layout invariant: \(constraint)'s constant is not pinned")
            }
            for item in installation.items { uses[item.key, default: 0] += 1 }
        }
        for item in items.values {
            if let structure = item.guideStructure { uses[structure.owner.key, default: 0] += 1 }
        }
        // A measuring engine holds the measured view for the fitting preferences.
        if let measuredView { uses[ObjectIdentifier(measuredView), default: 0] += 1 }
        for (key, item) in items {
            precondition(item.key == key, "Auto Layout invariant: an item filed under another key")
            precondition(item.engine === self, "Auto Layout invariant: an item points at another engine")
            precondition(
                item.references == uses[key, default: 0],
                "Auto Layout invariant: an item counts \(item.references) uses but has \(uses[key, default: 0])")
            for variable in [item.minX, item.minY, item.width, item.height] where item.pinsFrame {
                precondition(
                    pins[ObjectIdentifier(variable)] != nil, "Auto Layout invariant: a pinned frame lost a pin")
            }
            if let view = item.view {
                if isLive {
                    precondition(
                        view._autoLayout?.item === item, "Auto Layout invariant: \(view) points at another item")
                }
                if view !== measuredView {
                    precondition(
                        item.pinsFrame == view._translatesAutoresizingMaskIntoConstraints,
                        "Auto Layout invariant: \(view) pins its frame \(item.pinsFrame) but translates its mask "
                            + "\(view._translatesAutoresizingMaskIntoConstraints)")
                }
            }
        }
        for pin in pins.values {
            precondition(solver.hasEditVariable(pin.variable), "Auto Layout invariant: a pin is not an edit variable")
        }
    }

    /// Runs the checks when the build asks for them.
    @inline(__always)
    func _checkInvariantsIfEnabled() {
        #if TERRARIUM_INTERNAL_CHECKS
            _checkInvariants()
        #endif
    }
}
