package watermill

import (
	"fmt"
	"os/exec"
)

// Rewritten from dev/update-examples-deps/main.go: runs go mod tidy in each example.

var latestGoVersion = "1.23"

func goModTidy(dir string) error {
	// Source: github.com/ThreeDotsLabs/watermill/dev/update-examples-deps/main.go:105 (escaper: a -go=VERSION command-line flag passed to exec.Command, no query parameter and no URI)
	cmd := []string{"go", "mod", "tidy", "-go=" + latestGoVersion} // lookalike

	fmt.Println("\nrunning", cmd, "in", dir)

	cmd2 := exec.Command(cmd[0], cmd[1:]...)
	cmd2.Dir = dir
	return cmd2.Run()
}
