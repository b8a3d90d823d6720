package glance

import "net/http"

type extensionRequestOptions struct {
	URL        string               `yaml:"url"`
	Parameters queryParametersField `yaml:"parameters"`
}

func fetchExtension(options extensionRequestOptions) (*http.Response, error) {
	request, _ := http.NewRequest("GET", options.URL, nil)
	if len(options.Parameters) > 0 {
		// Source: github.com/glanceapp/glance/internal/glance/widget-extension.go:122 (escaper: the parameters are encoded by url.Values.Encode, the right escaper for RawQuery)
		request.URL.RawQuery = options.Parameters.toQueryString() // lookalike
	}
	return http.DefaultClient.Do(request)
}
