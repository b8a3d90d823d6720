package vacuum

import (
	"fmt"
	"io"
	"net/http"
	"time"
)

type docsErrorMsg struct {
	ruleID string
	err    string
	is404  bool
}

type docsLoadedMsg struct {
	ruleID  string
	content string
}

// fetchDocsFromDoctorAPI creates a command to fetch documentation for a rule from
// the doctor API. ruleID is the id of a vacuum rule such as
// "oas3-host-trailing-slash"; rules with a custom documentation URL are opened
// in the browser instead and never reach here.
func fetchDocsFromDoctorAPI(ruleID string) func() any {
	return func() any {
		client := &http.Client{Timeout: 10 * time.Second}
		// Source: github.com/daveshanley/vacuum/tui/documentation_api.go:23 (escaper: the hole is filled with a kebab-case vacuum rule id, which needs no escaping, so the filled URL is valid)
		url := fmt.Sprintf("https://api.pb33f.io/rules/documentation/%s?markdown", ruleID) // lookalike
		resp, err := client.Get(url)
		if err != nil {
			return docsErrorMsg{ruleID: ruleID, err: err.Error()}
		}
		defer resp.Body.Close()
		if resp.StatusCode == 404 {
			return docsErrorMsg{ruleID: ruleID, err: "Documentation not found", is404: true}
		}
		body, err := io.ReadAll(resp.Body)
		if err != nil {
			return docsErrorMsg{ruleID: ruleID, err: err.Error()}
		}
		return docsLoadedMsg{ruleID: ruleID, content: string(body)}
	}
}
