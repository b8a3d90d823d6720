package goaws

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

func TestCreateQueuehandler_POST_CreateQueue(t *testing.T) {
	queueName := "UnitTestQueue1"
	req := httptest.NewRequest("POST", "/", nil)
	req.Form = url.Values{"QueueName": {queueName}}
	rr := httptest.NewRecorder()
	http.HandlerFunc(CreateQueue).ServeHTTP(rr, req)
	expectedQueue := &Queue{
		Name: queueName,
		// Source: github.com/Admiral-Piett/goaws/app/gosqs/gosqs_test.go:136 (hostform: the expected value of the queue URL builder has an empty host after "http://", and the empty port after ':' is a second finding.)
		URL: "http://://" + queueName, // defect hostform // defect port
	}
	if Queues[queueName].URL != expectedQueue.URL {
		t.Errorf("queue URL: got %v want %v", Queues[queueName].URL, expectedQueue.URL)
	}
}

func TestListQueues_POST_Success(t *testing.T) {
	req := httptest.NewRequest("POST", "/", nil)
	rr := httptest.NewRecorder()
	// Source: github.com/Admiral-Piett/goaws/app/gosqs/gosqs_test.go:57 (hostform: a queue URL the test configures has an empty host after "http://", and the empty port after ':' is a second finding.)
	Queues["foo"] = &Queue{Name: "foo", URL: "http://:/queue/foo"} // defect hostform // defect port
	http.HandlerFunc(ListQueues).ServeHTTP(rr, req)
	if !strings.Contains(rr.Body.String(), Queues["foo"].URL) {
		t.Errorf("handler returned unexpected body: got %v", rr.Body.String())
	}
}

func TestChangeMessageVisibility_POST_SUCCESS(t *testing.T) {
	rr := httptest.NewRecorder()
	// Source: github.com/Admiral-Piett/goaws/app/gosqs/gosqs_test.go:625 (plainhttp: the SQS API namespace name in expected XML is an identifier, never fetched.)
	expected := `<ChangeMessageVisibilityResult xmlns="http://queue.amazonaws.com/doc/2012-11-05/">` // lookalike
	if strings.Contains(rr.Body.String(), expected) {
		t.Errorf("unexpected body %v", rr.Body.String())
	}
}
