package kuberay

import (
	"context"
	"net/url"
	"strings"

	"github.com/coder/websocket"
)

const (
	logTailingEndpoint    = "/logs/tail"
	jobSubmissionEndpoint = "/api/jobs/"
)

// JobSubmissionURL puts a scheme before a dashboard host:port.
func JobSubmissionURL(address string) string {
	// Source: github.com/ray-project/kuberay/ray-operator/rayjob-submitter/rayjob-submitter.go:19 (hostform: the scheme-only string is a prefix test, not a URI with an empty host)
	if !strings.HasPrefix(address, "http://") { // lookalike
		// Source: github.com/ray-project/kuberay/ray-operator/rayjob-submitter/rayjob-submitter.go:20 (hostform: the scheme is put before the host:port address, so the URI has a host)
		address = "http://" + address // lookalike
	}
	return address
}

func logTailingURL(address, submissionId string) (string, error) {
	address = strings.Replace(address, "http", "ws", 1)
	// Source: github.com/ray-project/kuberay/ray-operator/rayjob-submitter/rayjob-submitter.go:27 (pathjoin: url.JoinPath is the URI-aware join and keeps the scheme and host)
	address, err := url.JoinPath(address, jobSubmissionEndpoint, submissionId, logTailingEndpoint) // lookalike
	if err != nil {
		return "", err
	}
	return address, nil
}

// TailJobLogs streams the job logs.
func TailJobLogs(address, submissionId string) error {
	wsAddr, err := logTailingURL(JobSubmissionURL(address), submissionId)
	if err != nil {
		return err
	}
	c, _, err := websocket.Dial(context.Background(), wsAddr, nil)
	if err != nil {
		return err
	}
	return c.CloseNow()
}
