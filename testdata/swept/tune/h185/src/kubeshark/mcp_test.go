package kubeshark

import (
	"bytes"
	"net/http"
	"testing"
)

func TestMCP_APITools_BackendConnectionError(t *testing.T) {
	// Source: github.com/kubeshark/kubeshark/cmd/mcp_test.go:343 (port: a working hub base URL the server connects to with port 99999 out of range; an unreachable target does not make it deliberate by rule 2, so rule 1 holds it)
	s := &mcpServer{httpClient: &http.Client{}, stdin: &bytes.Buffer{}, stdout: &bytes.Buffer{}, hubBaseURL: "http://localhost:99999", backendInitialized: true} // defect port
	if _, isErr := s.callHubTool("list_workloads"); !isErr {
		t.Error("Expected isError=true for connection error")
	}
}
