// Package lazygit mirrors pull request rendering of a terminal git client.
package lazygit

import (
	"fmt"
	"strings"
)

// PullRequest is a hosted pull request.
type PullRequest struct {
	Url    string
	Number int
	Title  string
}

func hyperlink(text, link string) string {
	return fmt.Sprintf("\x1b]8;;%s\x1b\\%s\x1b]8;;\x1b\\", link, text)
}

// Source: github.com/jesseduffield/lazygit/pkg/gui/presentation/branches.go:306 (trailing "/" trimmed from the pull request URL, then "/checks" appended)
func pullRequestHeader(pr *PullRequest, checksText string) string {
	parts := []string{hyperlink(fmt.Sprintf("#%d", pr.Number), pr.Url)}
	if checksText != "" {
		parts = append(parts, hyperlink(checksText, strings.TrimSuffix(pr.Url, "/")+"/checks")) // lookalike
	}
	return strings.Join(parts, "  ")
}
