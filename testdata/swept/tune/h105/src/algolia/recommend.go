package algolia

import "net/http"

// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/recommend/client.go:55 (hostcase: the host is built from the application ID, whose case is not known from the code)
func defaultRecommendHost(appID string) string {
	return appID + "-dsn.algolia.net" // lookalike
}

// Source: github.com/algolia/algoliasearch-client-go/v3/algolia/recommend/client_recommend.go:33 (syntax: the "*" index wildcard is a legal sub-delimiter in a path)
func recommendationsPath() string {
	return "/1/indexes/*/recommendations" // lookalike
}

func getRecommendationsRequest(appID string) (*http.Request, error) {
	return buildRequest(http.MethodPost, defaultRecommendHost(appID), recommendationsPath(), nil)
}
