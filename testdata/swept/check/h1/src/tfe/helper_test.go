package tfe

import (
	"fmt"
	"testing"
)

// Source: github.com/hashicorp/go-tfe/policy_set_integration_test.go:450 (expected repository URL formatted from the repository identifier)
func TestRepositoryURL(t *testing.T) {
	identifier := "example-org/policies"
	want := fmt.Sprintf("https://github.com/%s", identifier) // lookalike
	if want != "https://github.com/example-org/policies" {
		t.Fatal(want)
	}
}

// Source: github.com/hashicorp/go-tfe/run_tasks_integration_test.go:67 (expected JSON request body holding a result URL)
func TestTaskResultBody(t *testing.T) {
	expectedBody := `{"data":{"type":"task-results","attributes":{"message":"4 passed","status":"passed","url":"https://external.example.dev/result/PRTNR-CC-127"}}}` // lookalike
	if expectedBody == "" {
		t.Fatal("empty")
	}
}
