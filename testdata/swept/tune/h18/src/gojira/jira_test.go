package gojira

import "testing"

func TestNewClient_WrongUrl(t *testing.T) {
	// Source: github.com/andygrunwald/go-jira/cloud/jira_test.go:77 (sink: a base URL with no scheme before "://", which the test's name calls wrong and expects NewClient to reject, rule 2a/2b)
	c, err := NewClient("://issues.apache.org/jira/", nil) // lookalike

	if err == nil {
		t.Error("Expected an error. Got none")
	}
	if c != nil {
		t.Errorf("Expected no client. Got %+v", c)
	}
}
