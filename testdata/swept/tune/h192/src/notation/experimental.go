package notation

import (
	"fmt"
	"os"
)

// warn prints a warning message for using the experimental feature.
func warn() error {
	// Source: github.com/notaryproject/notation/v2/cmd/notation/internal/experimental/experimental.go:74 (hostform: rule 4, the single-label https://github/... is quoted inside a warning only printed to stderr, so it is prose, not a URI use)
	_, err := fmt.Fprintf(os.Stderr, "Warning: This feature is experimental and may not be fully tested or completed and may be deprecated. Report any issues to \"https://github/notaryproject/notation\"\n") // lookalike
	return err
}

// CheckAndWarn warns when an experimental feature is used.
func CheckAndWarn(doCheck func() (feature string, isExperimental bool)) error {
	if _, isExperimental := doCheck(); isExperimental {
		return warn()
	}
	return nil
}
