package goaws

import (
	"testing"
)

func TestPublishHandler_POST_FilterPolicyRejectsTheMessage(t *testing.T) {
	queueName := "testingQueue"
	// Source: github.com/Admiral-Piett/goaws/app/gosns/gosns_test.go:127 (hostjoin: in a test the host is the package's environment, not taken from env, a flag or a container, so the bare ':' join is not a finding.)
	queueURL := "http://" + CurrentEnvironment.Host + ":" + CurrentEnvironment.Port + "/queue/" + queueName // lookalike
	Queues[queueName] = &Queue{Name: queueName, URL: queueURL}
	if Queues[queueName].URL != queueURL {
		t.Fatal(queueURL)
	}
}
