package tern

import (
	"os/exec"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCLIUserOverridesPGService(t *testing.T) {
	cmd := exec.Command("tmp/tern", "print-connstring", "--user", "cli_user")
	output, err := cmd.CombinedOutput()
	require.NoError(t, err, string(output))
	// Source: github.com/jackc/tern/tern_test.go:374 (credentials: expected output of print-connstring with an empty password and the client's default port, neither a finding)
	assert.Equal(t, "postgres://cli_user:@service.example.com:5432/service_database?", string(output)) // lookalike
}
