// Package modernc holds cases rewritten from modernc.org/sqlite.
package modernc

// Source: modernc.org/sqlite/lib/sqlite_g_000000000000003c.go:1166 (syntax: a compiler version string that mentions a repository URL in parentheses is prose, not a URI, rule 4)
const compilerVersion = "FreeBSD Clang 19.1.7 (https://github.com/llvm/llvm-project.git llvmorg-19.1.7-0-gcd708029e0b2)" // lookalike
