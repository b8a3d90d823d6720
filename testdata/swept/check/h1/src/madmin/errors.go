package madmin

import (
	"errors"
	"net/url"
)

// Source: github.com/minio/madmin-go/v3/api-error-response.go:65 (constant message text appended to errors, with a URL inside prose)
const reportBug = "Please report this issue at https://github.com/example-org/storage/issues." // lookalike

// Source: github.com/minio/madmin-go/v3/batch-job.go:53 (YAML sample template with an endpoint placeholder, shown to users)
const ReplicationJobTemplate = `replicate:
  apiVersion: v1
  target:
    type: minio
    endpoint: "http[s]://HOSTNAME:PORT"
    notify:
      endpoint: "https://notify.endpoint" # where job status is sent
` // lookalike

// errUnexpected wraps a message with the bug report hint.
func errUnexpected(msg string) error {
	return errors.New(msg + " " + reportBug)
}

// targetURL builds the URL of a replication target from its endpoint.
func targetURL(endpoint string, secure bool) *url.URL {
	scheme := "http"
	if secure {
		scheme = "https"
	}
	return &url.URL{Scheme: scheme, Host: endpoint}
}
