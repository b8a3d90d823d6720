// Package e2e rewrites the cases of code.vikunja.io/veans/e2e, the end to end tests of veans.
package e2e

import "vikunja/veans/internal/client"

// harness holds the clients of an end to end test.
type harness struct {
	AdminClient *client.Client
}

func newHarness(apiURL, tok string) *harness {
	return &harness{AdminClient: client.New(apiURL, tok)}
}
