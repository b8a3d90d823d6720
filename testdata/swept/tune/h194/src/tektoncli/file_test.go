package tektoncli

// Rewritten from github.com/tektoncd/cli/pkg/file/file_test.go.

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"gotest.tools/v3/assert"
)

func TestGetError(t *testing.T) {
	httpClient := http.DefaultClient
	// Source: github.com/tektoncd/cli/pkg/file/file_test.go:62 (sink: the unsupported httpz scheme is the point of TestGetError, which expects the fetch to fail, rule 2a)
	target := "httpz://foo.com/task.yaml" // lookalike

	_, err := LoadFileContent(*httpClient, target, IsYamlFile(), fmt.Errorf("invalid file format for %s: .yaml or .yml file extension and format required", target))

	// Source: github.com/tektoncd/cli/pkg/file/file_test.go:66 (syntax: the quoted URL is only searched for in the error text)
	if strings.Contains(err.Error(), `"httpz://foo.com/task.yaml"`) { // lookalike
		// Source: github.com/tektoncd/cli/pkg/file/file_test.go:67 (syntax: an expected error message quoting the URL, prose by rule 4 and an expected error by rule 2a)
		assert.Error(t, err, `Get "httpz://foo.com/task.yaml": unsupported protocol scheme "httpz"`) // lookalike
	} else {
		// Source: github.com/tektoncd/cli/pkg/file/file_test.go:69 (syntax: an expected error message with the URL joined to words, prose by rule 4)
		assert.Error(t, err, `Get httpz://foo.com/task.yaml: unsupported protocol scheme "httpz"`) // lookalike
	}
}
