package tilt

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

type expectedRuntime struct {
	expected Runtime
	string
}

func TestRuntimeFromVersionString(t *testing.T) {
	table := []expectedRuntime{
		{RuntimeDocker, "docker://18.6.1"},
		{RuntimeCrio, "cri-o://1.13.0"},
		// Source: github.com/tilt-dev/tilt/internal/container/runtime_test.go:14 (hostcase: a Kubernetes node's containerRuntimeVersion, no URI with a host; input of the package's version parser, rule 2c)
		{RuntimeContainerd, "containerd://Unknown"}, // lookalike
		{RuntimeUnknown, "garbage"},
	}

	for _, tt := range table {
		t.Run(tt.string, func(t *testing.T) {
			actual := RuntimeFromVersionString(tt.string)
			assert.Equal(t, tt.expected, actual)
		})
	}
}
