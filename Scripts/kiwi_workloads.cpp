// The Cassowary benchmark workloads run in kiwi's C++ solver, line for line those of
// Sources/CassowaryBenchmarks (ChainWorkload.swift, GridWorkload.swift) and of
// kiwi_workloads.py: same constraints, same order, same phases, same window sizes.
// Constraints are built before the clock starts, so each phase times solver calls only.
//
// Prints one JSON line per phase and repeat, in the schema kiwi_workloads.py's `report` reads.
// Scripts/cassowary-benchmarks.sh compiles it against the headers of the kiwisolver sdist
// (downloaded at run time, never committed):
//
//     g++ -std=c++17 -O2 -DNDEBUG -I kiwisolver-1.5.1 kiwi_workloads.cpp -o kiwi_workloads
//     ./kiwi_workloads chain 1000 5
//     ./kiwi_workloads grid-strength 100 9

#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

namespace {

const int chainRounds = 100;
const int gridRounds = 20;

std::string workloadName;
int size = 0;

void time(const char* phase, int operations, const std::function<void()>& body) {
    auto start = std::chrono::steady_clock::now();
    body();
    std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    // One line per sample, flushed, so that a crash later (kiwi throws on some removals)
    // keeps what was measured.
    std::printf(
        "{\"solver\": \"kiwi\", \"workload\": \"%s\", \"n\": %d, \"phase\": \"%s\", \"operations\": %d, "
        "\"sample\": %.9g}\n",
        workloadName.c_str(), size, phase, operations, elapsed.count());
    std::fflush(stdout);
}

void check(bool condition, const char* what) {
    if (!condition) {
        std::fprintf(stderr, "check failed: %s\n", what);
        std::exit(1);
    }
}

void chain(int n) {
    std::vector<kiwi::Variable> xs;
    for (int i = 0; i < n; ++i) xs.emplace_back("x" + std::to_string(i));
    std::vector<kiwi::Constraint> links;
    for (int i = 0; i + 1 < n; ++i) links.push_back(xs[i + 1] == xs[i] + 10);
    kiwi::Solver solver;
    auto rounds = [&] {
        for (int round = 0; round < chainRounds; ++round) {
            solver.suggestValue(xs[0], double(round));
            solver.updateVariables();
        }
    };
    time("add all", int(links.size()), [&] {
        for (auto& link : links) solver.addConstraint(link);
    });
    time("add weak edit on x0", 1, [&] { solver.addEditVariable(xs[0], kiwi::strength::weak); });
    time("1 round (suggest + update)", chainRounds, rounds);
    check(xs.back().value() == chainRounds - 1 + 10.0 * (n - 1), "chain end after rounds");
    std::vector<kiwi::Constraint> removed;
    for (size_t i = 0; i < links.size(); i += 2) removed.push_back(links[i]);
    time("remove half", int(removed.size()), [&] {
        for (auto& link : removed) solver.removeConstraint(link);
    });
    time("1 round after removal", chainRounds, rounds);
    time("re-add half", int(removed.size()), [&] {
        for (auto& link : removed) solver.addConstraint(link);
    });
    solver.updateVariables();
    check(xs.back().value() == chainRounds - 1 + 10.0 * (n - 1), "chain end after re-adding");
}

struct View {
    kiwi::Variable left, right, top, bottom, width, height;
};

void grid(int n, bool strengthOrder) {
    int columns = int(std::ceil(std::sqrt(double(n))));
    int rows = (n + columns - 1) / columns;
    kiwi::Variable windowWidth("window.width"), windowHeight("window.height");
    std::vector<View> views;
    std::vector<kiwi::Constraint> constraints;
    for (int index = 0; index < n; ++index) {
        int row = index / columns, column = index % columns;
        std::string i = std::to_string(index);
        View view{kiwi::Variable("left" + i),   kiwi::Variable("right" + i), kiwi::Variable("top" + i),
                  kiwi::Variable("bottom" + i), kiwi::Variable("width" + i), kiwi::Variable("height" + i)};
        constraints.push_back(view.right == view.left + view.width);
        constraints.push_back(view.bottom == view.top + view.height);
        if (column == 0) {
            constraints.push_back(view.left == 1);
            if (row == 0) {
                constraints.push_back(view.top == 1);
            } else {
                constraints.push_back(view.top == views[index - columns].bottom + 1);
            }
        } else {
            const View& previous = views[index - 1];
            constraints.push_back(view.left == previous.right + 1);
            constraints.push_back(view.top == previous.top);
            constraints.push_back(view.width == previous.width);
            constraints.push_back(view.height == previous.height);
        }
        if (column == columns - 1 || index == n - 1) constraints.push_back(view.right + 1 == windowWidth);
        if (column == 0 && row > 0) {
            constraints.push_back((view.height == views[index - columns].height) | kiwi::strength::strong);
        }
        constraints.push_back((view.width >= 20) | kiwi::strength::medium);
        constraints.push_back((view.height >= 10) | kiwi::strength::medium);
        constraints.push_back((view.width == 40) | kiwi::strength::weak);
        constraints.push_back((view.height == 12) | kiwi::strength::weak);
        views.push_back(view);
    }
    const View& lastRowFirst = views[(rows - 1) * columns];
    constraints.push_back(lastRowFirst.bottom + 1 <= windowHeight);
    constraints.push_back((lastRowFirst.bottom + 1 == windowHeight) | kiwi::strength::weak);
    check(constraints.size() == size_t(10 * n + 1), "10N + 1 constraints");
    if (strengthOrder) {
        std::stable_sort(constraints.begin(), constraints.end(),
                         [](const kiwi::Constraint& a, const kiwi::Constraint& b) { return a.strength() > b.strength(); });
    }

    auto windowSize = [&](int round) {
        return std::make_pair(double(columns * 41 + 1 + (round % 7 - 3) * columns),
                              double(rows * 13 + 1 + (round % 5 - 2) * rows));
    };
    auto shrunkSize = [&](int round) {
        return std::make_pair(double(columns * 41 + 1 - round), double(rows * 13 + 1 - round));
    };
    kiwi::Solver solver;
    solver.addEditVariable(windowWidth, kiwi::strength::strong);
    solver.addEditVariable(windowHeight, kiwi::strength::strong);
    auto initial = windowSize(0);
    solver.suggestValue(windowWidth, initial.first);
    solver.suggestValue(windowHeight, initial.second);

    auto resize = [&] {
        for (int round = 1; round <= gridRounds; ++round) {
            auto next = windowSize(round);
            solver.suggestValue(windowWidth, next.first);
            solver.suggestValue(windowHeight, next.second);
            solver.updateVariables();
        }
    };
    time("add all", int(constraints.size()), [&] {
        for (auto& constraint : constraints) solver.addConstraint(constraint);
    });
    // Untimed: back to the preferred size, where the shrink rounds start.
    auto preferred = shrunkSize(0);
    solver.suggestValue(windowWidth, preferred.first);
    solver.suggestValue(windowHeight, preferred.second);
    solver.updateVariables();
    time("1 shrink round", gridRounds, [&] {
        for (int round = 1; round <= gridRounds; ++round) {
            auto next = shrunkSize(round);
            solver.suggestValue(windowWidth, next.first);
            solver.suggestValue(windowHeight, next.second);
            solver.updateVariables();
        }
    });
    double shrunkWidth = (windowWidth.value() - 1) / columns - 1;
    check(std::abs(views[0].width.value() - shrunkWidth) < 1e-6, "grid widths after shrinking");
    time("1 resize round", gridRounds, resize);
    double expectedWidth = (windowWidth.value() - 1) / columns - 1;
    check(std::abs(views[0].width.value() - std::max(expectedWidth, 0.0)) < 1e-6 || expectedWidth < 20, "grid widths");
    std::vector<kiwi::Constraint> removed;
    for (size_t i = 0; i < constraints.size(); i += 2) removed.push_back(constraints[i]);
    time("remove half", int(removed.size()), [&] {
        for (auto& constraint : removed) solver.removeConstraint(constraint);
    });
    time("1 round after removal", gridRounds, resize);
    time("re-add half", int(removed.size()), [&] {
        for (auto& constraint : removed) solver.addConstraint(constraint);
    });
    time("1 round after re-adding", gridRounds, resize);
    check(std::abs(views[0].width.value() - std::max(expectedWidth, 0.0)) < 1e-6 || expectedWidth < 20,
          "grid widths after re-adding");
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: kiwi_workloads chain|grid-view|grid-strength N [REPEATS]\n");
        return 2;
    }
    workloadName = argv[1];
    size = std::atoi(argv[2]);
    int repeats = argc > 3 ? std::atoi(argv[3]) : 1;
    for (int repeat = 0; repeat < repeats; ++repeat) {
        if (workloadName == "chain") {
            chain(size);
        } else if (workloadName == "grid-view" || workloadName == "grid-strength") {
            grid(size, workloadName == "grid-strength");
        } else {
            std::fprintf(stderr, "unknown workload %s\n", workloadName.c_str());
            return 2;
        }
    }
    return 0;
}
