package sftpgo

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestEventRuleActions(t *testing.T) {
	actionName := "action"
	action := BaseEventAction{
		Name: actionName,
		Type: ActionTypeHTTP,
		Options: BaseEventActionOptions{
			HTTPConfig: EventActionHTTPConfig{
				// invalid URL
				// Source: github.com/drakkan/sftpgo/internal/common/eventmanager_test.go:846 (syntax: an endpoint with a control character, commented invalid URL, that the test expects rejected with "invalid endpoint", rule 2a, 2b)
				Endpoint:      "http://foo\x7f.com/", // lookalike
				SkipTLSVerify: true,
				Body:          `"data": "{{.ObjectDataString}}"`,
				Method:        http.MethodPost,
				QueryParameters: []KeyValue{
					{
						Key:   "param",
						Value: "value",
					},
				},
				Timeout:  5,
				Username: "httpuser",
			},
		},
	}
	err := executeRuleAction(action, &EventParams{})
	if assert.Error(t, err) {
		assert.Contains(t, err.Error(), "invalid endpoint")
	}
}
