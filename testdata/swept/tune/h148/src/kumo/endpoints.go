package kumo

import "fmt"

// API is an API Gateway v2 API.
type API struct {
	APIEndpoint string
}

func newAPI(id, region string) *API {
	return &API{
		// Source: github.com/sivchari/kumo/internal/service/apigatewayv2/storage.go:229 (syntax: the percent signs are fmt verbs of a template whose host labels the code fills, uniform sample of 28 of 109 look-alikes.)
		APIEndpoint: fmt.Sprintf("https://%s.execute-api.%s.amazonaws.com", id, region), // lookalike
	}
}

// FunctionURLConfig is a Lambda function URL configuration.
type FunctionURLConfig struct {
	URLID       string
	FunctionURL string
}

func newFunctionURLConfig(urlID, region string) *FunctionURLConfig {
	return &FunctionURLConfig{
		URLID: urlID,
		// Source: github.com/sivchari/kumo/internal/service/lambda/url_storage.go:47 (syntax: the percent signs are fmt verbs of a template whose host labels the code fills, uniform sample of 28 of 109 look-alikes.)
		FunctionURL: fmt.Sprintf("https://%s.lambda-url.%s.on.aws/", urlID, region), // lookalike
	}
}

func accessPointEndpoints(name, accountID, region string) map[string]string {
	return map[string]string{
		// Source: github.com/sivchari/kumo/internal/service/s3control/storage.go:206 (syntax: the percent signs are fmt verbs of a template whose host labels the code fills, uniform sample of 28 of 109 look-alikes.)
		"https": fmt.Sprintf("https://%s-%s.s3-accesspoint.%s.amazonaws.com", name, accountID, region), // lookalike
	}
}
