package temporalsdk

import (
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"strings"

	"github.com/nexus-rpc/sdk-go/nexus"
)

// Link is a converted link.
type Link struct {
	Namespace  string
	WorkflowID string
	RunID      string
}

// ConvertNexusLinkToLinkWorkflowEvent converts a nexus link to a workflow event link.
func ConvertNexusLinkToLinkWorkflowEvent(link nexus.Link) (*Link, error) {
	if link.URL.Scheme != "temporal" {
		return nil, fmt.Errorf("failed to parse link to Link_WorkflowEvent: invalid scheme: %s", link.URL.Scheme)
	}
	parts := strings.Split(strings.TrimPrefix(link.URL.EscapedPath(), "/"), "/")
	if len(parts) != 6 || parts[0] != "namespaces" || parts[2] != "workflows" || parts[5] != "history" {
		return nil, errors.New("failed to parse link to Link_WorkflowEvent: malformed path")
	}
	wid, err := url.PathUnescape(parts[3])
	if err != nil {
		return nil, err
	}
	return &Link{Namespace: parts[1], WorkflowID: wid, RunID: parts[4]}, nil
}

func convertNexusLinks(links []nexus.Link, logger *slog.Logger) ([]*Link, error) {
	var out []*Link
	for _, l := range links {
		if l.URL.Scheme != "temporal" {
			return nil, errors.New("invalid scheme")
		}
		c, err := ConvertNexusLinkToLinkWorkflowEvent(l)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// logLinkURL logs a link URL the handler cannot parse.
func logLinkURL(logger *slog.Logger, raw string) error {
	if _, err := url.Parse(raw); err != nil {
		logger.Warn("Failed to parse link url", "link_url", raw, "error", err)
		return err
	}
	return nil
}
