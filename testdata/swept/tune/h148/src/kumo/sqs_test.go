package kumo

import (
	"context"
	"strings"
	"testing"
)

type queueStorage struct {
	tags map[string]map[string]string
}

func (s *queueStorage) ListQueueTags(_ context.Context, queueURL string) (map[string]string, error) {
	name := queueURL[strings.LastIndex(queueURL, "/")+1:]
	return s.tags[name], nil
}

func TestMemoryStorageTagsLifecycle(t *testing.T) {
	s := &queueStorage{tags: map[string]map[string]string{"tagged-queue": {"key1": "val1"}}}
	// Source: github.com/sivchari/kumo/internal/service/sqs/storage_test.go:168 (plainhttp: the queue URL's host is a single-label docker service name, not a public Internet host, uniform sample of 28 of 109 look-alikes.)
	tags, err := s.ListQueueTags(t.Context(), "http://kumo:4566/000000000000/tagged-queue") // lookalike
	if err != nil {
		t.Fatalf("ListQueueTags() error = %v", err)
	}
	if len(tags) != 1 {
		t.Fatalf("unexpected tags: %#v", tags)
	}
}
