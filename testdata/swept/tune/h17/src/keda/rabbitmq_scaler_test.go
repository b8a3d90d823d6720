package keda

import (
	"fmt"
	"testing"
)

const (
	host             = "myHostSecret"
	rabbitMQUsername = "myUsernameSecret"
	rabbitMQPassword = "myPasswordSecret"
)

var sampleRabbitMqResolvedEnv = map[string]string{
	// Source: github.com/kedacore/keda/pkg/scalers/rabbitmq_scaler_test.go:77 (credentials: the password "sercet" in the AMQP URI every parse test of the file connects with, a working value written nowhere else, rule 1)
	host:             "amqp://user:sercet@somehost.com:5236/vhost", // defect credentials
	rabbitMQUsername: "user",
	rabbitMQPassword: "Password",
}

type rabbitMQErrorTestData struct {
	err     error
	message string
}

var anonymizeRabbitMQErrorTestData = []rabbitMQErrorTestData{
	// Source: github.com/kedacore/keda/pkg/scalers/rabbitmq_scaler_test.go:854 (credentials: the input of the scaler's redactor and the masked "user:password" it must give back, rule 2c)
	{fmt.Errorf("https://user1:password1@domain.com"), "error inspecting RabbitMQ: https://user:password@domain.com"}, // lookalike
	{fmt.Errorf("nothing to replace here"), "error inspecting RabbitMQ: nothing to replace here"},
}

func TestRabbitMQAnonymizeRabbitMQError(t *testing.T) {
	metadata := map[string]string{
		"queueName":   "evaluate_trials",
		"hostFromEnv": host,
		"protocol":    "http",
	}
	meta, err := parseRabbitMQMetadata(&ScalerConfig{ResolvedEnv: sampleRabbitMqResolvedEnv, TriggerMetadata: metadata, AuthParams: nil})
	if err != nil {
		t.Fatalf("Error parsing metadata (%s)", err)
	}

	s := &rabbitMQScaler{
		metadata:   meta,
		httpClient: nil,
	}
	for _, testData := range anonymizeRabbitMQErrorTestData {
		err := s.anonymizeRabbitMQError(testData.err)
		if err.Error() != testData.message {
			t.Errorf("Expected %s but got %s", testData.message, err.Error())
		}
	}
}

func TestRabbitMQExternalSASL(t *testing.T) {
	for _, tc := range []struct {
		name        string
		meta        *rabbitMQMetadata
		wantSASLNil bool
	}{
		{
			name: "TLS enabled with credentials in host URI does not set EXTERNAL",
			meta: &rabbitMQMetadata{
				// Source: github.com/kedacore/keda/pkg/scalers/rabbitmq_scaler_test.go:1008 (credentials: the case's name says the host URI holds credentials, which is what it tests, rule 2b)
				Host: "amqps://user:pass@rabbit:5671/", // lookalike
			},
			wantSASLNil: true,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.meta.Host == "" {
				t.Fatal("empty host")
			}
		})
	}
}
