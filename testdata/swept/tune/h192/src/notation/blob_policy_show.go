package notation

import (
	"fmt"
	"os"
)

// runBlobShow stands for runShow in cmd/notation/blob/policy/show.go: it prints
// a hint when the stored blob trust policy is invalid.
func runBlobShow(policyJSON []byte, err error) error {
	if err != nil {
		// Source: github.com/notaryproject/notation/v2/cmd/notation/blob/policy/show.go:61 (syntax: rule 4, the spec URL is prose inside a message printed to stderr, joined to the words around it)
		fmt.Fprintf(os.Stderr, "Existing blob trust policy configuration is invalid, you may update or create a new one via `notation blob policy import <path-to-policy.json>`. See https://github.com/notaryproject/specifications/blob/8cf800c60b7315a43f0adbcae463d848a353b412/specs/trust-store-trust-policy.md#trust-policy-for-blobs for a blob trust policy example.\n") // lookalike
		os.Stdout.Write(policyJSON)
		return err
	}
	_, err = os.Stdout.Write(policyJSON)
	return err
}
