package externaldns

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"github.com/aws/smithy-go/middleware"
	smithyhttp "github.com/aws/smithy-go/transport/http"
)

type MockDeserializeHandler struct{}

func (mock *MockDeserializeHandler) HandleDeserialize(_ context.Context, _ middleware.DeserializeInput) (middleware.DeserializeOutput, middleware.Metadata, error) {
	return middleware.DeserializeOutput{}, middleware.Metadata{}, nil
}

func Test_ExtractAWSRequestParameters(t *testing.T) {
	testContext := context.Background()
	mockDeserializeHandler := &MockDeserializeHandler{}

	deserializeInput := middleware.DeserializeInput{
		Request: &smithyhttp.Request{
			Request: &http.Request{
				Method: http.MethodGet,
				URL: &url.URL{
					Host: "example.com",
					// Source: github.com/kubernetes-sigs/external-dns/provider/aws/instrumented_config_test.go:94 (schemecase: Scheme "HTTPS" in the request the test hands the middleware and expects no error for, a working value)
					Scheme: "HTTPS", // defect schemecase form
					Path:   "/testPath",
				},
			},
		},
	}
	_, _, err := extractAWSRequestParameters.HandleDeserialize(testContext, deserializeInput, mockDeserializeHandler)
	if err != nil {
		t.Fatal(err)
	}
}
