package e2e

import (
	"fmt"
	"testing"
)

func TestInit_SharesProjectWithBot(t *testing.T) {
	h := newHarness("http://127.0.0.1:3456", "token")
	project := struct{ ID int64 }{ID: 1}
	var shares struct {
		Items []map[string]any `json:"items"`
	}
	// Source: code.vikunja.io/veans/e2e/init_test.go:110 (baseslash: an API path the veans client appends by concatenation to its trimmed base and /api/v2, no reference resolution; uniform sample 1 of 8 from 17 API paths of the veans client)
	_ = h.AdminClient.Do(t.Context(), "GET", fmt.Sprintf("/projects/%d/users", project.ID), nil, nil, &shares) // lookalike
}
