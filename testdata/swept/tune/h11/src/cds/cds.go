package cds

import (
	"fmt"
	"net/http"
	"net/url"
	pathpkg "path"
	"strings"
)

// IntegrationConfigValue is one value of an integration's configuration.
type IntegrationConfigValue struct {
	Value string
}

// ProjectIntegration is a project's integration with its configuration.
type ProjectIntegration struct {
	Config map[string]IntegrationConfigValue
}

func newConsumer(amqpURI, exchange string) error {
	_, err := url.Parse(amqpURI)
	return err
}

func startRabbitMQHook(pf ProjectIntegration, exchange string) error {
	password := pf.Config["password"].Value
	username := pf.Config["username"].Value
	// Source: github.com/ovh/cds/engine/hooks/rabbitmq.go:36 (escaper: the integration's password, which users choose freely, goes into the userinfo with no escaper; an '@', ':' or '/' in it breaks the URI)
	uri := fmt.Sprintf("amqp://%s:%s@%s", username, password, pf.Config["uri"].Value) // defect escaper
	return newConsumer(uri, exchange)
}

// ArtifactoryConfig is where artifacts are stored.
type ArtifactoryConfig struct {
	URL   string
	Token string
}

// GetArtifactoryFileProperties reads the properties of a stored file.
func GetArtifactoryFileProperties(config ArtifactoryConfig, repo, path string) (*http.Response, error) {
	if !strings.HasSuffix(config.URL, "/") {
		config.URL = config.URL + "/"
	}
	// Source: github.com/ovh/cds/contrib/grpcplugins/grpcplugins.go:511 (pathjoin: path.Join of a repository name and a file path, no URI, appended to a base that ends in '/')
	uri := config.URL + "api/storage/" + pathpkg.Join(repo, path) + "?properties" // lookalike
	req, err := http.NewRequest("GET", uri, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+config.Token)
	return http.DefaultClient.Do(req)
}

func itemPath(itemtype string, params map[string]string) string {
	path := fmt.Sprintf("/item/%s?", itemtype)
	firstParams := true
	for k, v := range params {
		if firstParams {
			// Source: github.com/ovh/cds/engine/api/cdn/item.go:40 (escaper: the value goes into a query value through url.QueryEscape, the right escaper)
			path = fmt.Sprintf("%s%s=%s", path, k, url.QueryEscape(v)) // lookalike
			firstParams = false
		} else {
			path = fmt.Sprintf("%s&%s=%s", path, k, url.QueryEscape(v))
		}
	}
	return path
}
