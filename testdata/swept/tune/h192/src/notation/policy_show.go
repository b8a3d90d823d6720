package notation

import (
	"fmt"
	"os"
)

// runShow prints the OCI trust policy, with a hint when it is invalid.
func runShow(policyJSON []byte, err error) error {
	if err != nil {
		// Source: github.com/notaryproject/notation/v2/cmd/notation/policy/show.go:66 (syntax: rule 4, the spec URL is prose inside a message printed to stderr, joined to the words around it)
		fmt.Fprintf(os.Stderr, "Existing OCI trust policy configuration is invalid, you may update or create a new one via `notation policy import <path-to-policy.json>`. See https://github.com/notaryproject/specifications/blob/8cf800c60b7315a43f0adbcae463d848a353b412/specs/trust-store-trust-policy.md#trust-policy-for-oci-artifacts for a trust policy example.\n") // lookalike
		os.Stdout.Write(policyJSON)
		return err
	}
	_, err = os.Stdout.Write(policyJSON)
	return err
}
