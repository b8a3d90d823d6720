// Package wireguard holds cases rewritten from golang.zx2c4.com/wireguard.
package wireguard

import (
	"fmt"
	"os"
	"runtime"
)

// Version is the program version.
const Version = "0.0.0"

func warning() {
	fmt.Fprintln(os.Stderr, "┌──────────────────────────────────────────────────────┐")
	fmt.Fprintln(os.Stderr, "│   information on installing the kernel module,       │")
	fmt.Fprintln(os.Stderr, "│   please visit:                                      │")
	// Source: golang.zx2c4.com/wireguard/main.go:55 (syntax: a link padded with spaces inside a box of help text on stderr, prose and not a URI value, rule 4)
	fmt.Fprintln(os.Stderr, "│         https://www.wireguard.com/install/           │") // lookalike
	fmt.Fprintln(os.Stderr, "└──────────────────────────────────────────────────────┘")
}

func runMain() {
	if len(os.Args) == 2 && os.Args[1] == "--version" {
		// Source: golang.zx2c4.com/wireguard/main.go:62 (syntax: a link ending a sentence in the version text, followed by a period and newline, prose, rule 4)
		fmt.Printf("wireguard-go v%s\n\nUserspace WireGuard daemon for %s-%s.\nInformation available at https://www.wireguard.com.\nCopyright (C) Jason A. Donenfeld <Jason@zx2c4.com>.\n", Version, runtime.GOOS, runtime.GOARCH) // lookalike
		return
	}
	warning()
}

func runWindowsMain() {
	// Source: golang.zx2c4.com/wireguard/main_windows.go:33 (syntax: a link in angle brackets inside a warning sentence, prose, rule 4)
	fmt.Fprintln(os.Stderr, "Warning: this is a test program for Windows, mainly used for debugging this Go package. For a real WireGuard for Windows client, the repo you want is <https://git.zx2c4.com/wireguard-windows/>, which includes this code as a module.") // lookalike
}
