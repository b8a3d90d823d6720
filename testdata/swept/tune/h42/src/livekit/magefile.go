package livekit

import (
	"errors"
	"os/exec"
)

// Lint runs the linter.
func Lint() error {
	if _, err := exec.LookPath("golangci-lint"); err != nil {
		// Source: github.com/livekit/server-sdk-go/v2/magefile.go:102 (syntax: the address is part of an error sentence, prose per rule 4)
		return errors.New("golangci-lint is not installed, install instructions: https://golangci-lint.run/docs/welcome/install/") // lookalike
	}
	return nil
}
