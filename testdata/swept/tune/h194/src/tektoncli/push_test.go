package tektoncli

// Rewritten from github.com/tektoncd/cli/pkg/cmd/bundle/push_test.go.

import (
	"reflect"
	"testing"
)

func TestPushCommand(t *testing.T) {
	testcases := []struct {
		name                string
		annotations         []string
		expectedAnnotations map[string]string
	}{
		{
			name: "with-annotations",
			// Source: github.com/tektoncd/cli/pkg/cmd/bundle/push_test.go:90 (syntax: a key = value annotation flag, split and trimmed by ParseParams; the URL after it is well formed)
			annotations: []string{"org.opencontainers.image.license=Apache-2.0", "org.opencontainers.image.url = https://example.org"}, // lookalike
			expectedAnnotations: map[string]string{
				"org.opencontainers.image.license": "Apache-2.0",
				"org.opencontainers.image.url":     "https://example.org",
			},
		},
	}

	for _, tc := range testcases {
		t.Run(tc.name, func(t *testing.T) {
			opts := pushOptions{annotationParams: tc.annotations}
			if err := opts.parseArgsAndFlags(); err != nil {
				t.Errorf("Unexpected failure calling run: %v", err)
			}
			if !reflect.DeepEqual(opts.annotations, tc.expectedAnnotations) {
				t.Errorf("Expected annotations to be %+v, but it was %+v", tc.expectedAnnotations, opts.annotations)
			}
		})
	}
}
