package kubeshark

import (
	"io"
	"net/http"
	"strings"
)

type mcpServer struct {
	hubBaseURL         string
	httpClient         *http.Client
	stdin              io.Reader
	stdout             io.Writer
	backendInitialized bool
}

// callHubTool posts a tool call to the hub and reports whether it failed.
func (s *mcpServer) callHubTool(toolName string) (string, bool) {
	reqURL := s.hubBaseURL + "/tools/call"
	resp, err := s.httpClient.Post(reqURL, "application/json", strings.NewReader(`{"name":"`+toolName+`"}`))
	if err != nil {
		return err.Error(), true
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return resp.Status, true
	}
	b, _ := io.ReadAll(resp.Body)
	return string(b), false
}
