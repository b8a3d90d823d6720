package opsgenie

import (
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"
)

// ApiUrl is the host of an Opsgenie API.
type ApiUrl string

// Protocol is the scheme of a proxy.
type Protocol string

// Protocols.
const (
	Http  Protocol = "http"
	Https Protocol = "https"
)

const (
	// Source: github.com/opsgenie/opsgenie-go-sdk-v2/client/config.go:39 (sink: a host the client writes into the Host field of the URL it builds, no URI)
	API_URL    ApiUrl = "api.opsgenie.com" // lookalike
	API_URL_EU ApiUrl = "api.eu.opsgenie.com"
)

// ProxyConfiguration configures a proxy.
type ProxyConfiguration struct {
	Username string
	Password string
	Host     string
	Protocol Protocol
	Port     int
}

// Config configures the client.
type Config struct {
	ApiKey             string
	OpsGenieAPIURL     ApiUrl
	ProxyConfiguration *ProxyConfiguration
	apiUrl             string
}

// OpsGenieClient is the client.
type OpsGenieClient struct {
	Config     *Config
	HTTPClient *http.Client
}

// ApiRequest is a request of the API.
type ApiRequest interface {
	ResourcePath() string
}

// NewOpsGenieClient creates a client.
func NewOpsGenieClient(cfg *Config) (*OpsGenieClient, error) {
	if cfg.OpsGenieAPIURL == "" {
		cfg.OpsGenieAPIURL = API_URL
	}
	cfg.apiUrl = string(cfg.OpsGenieAPIURL)
	cli := &OpsGenieClient{Config: cfg, HTTPClient: &http.Client{}}
	if cfg.ProxyConfiguration != nil {
		setProxySettings(cli)
	}
	return cli, nil
}

func buildRequestUrl(cli *OpsGenieClient, apiRequest ApiRequest, queryParams url.Values) string {
	// Source: github.com/opsgenie/opsgenie-go-sdk-v2/client/client.go:375 (hostjoin: the configured API host put whole into the Host field, nothing joined with ':')
	requestUrl := url.URL{ // lookalike
		Scheme:   string(Https),
		Host:     cli.Config.apiUrl,
		Path:     apiRequest.ResourcePath(),
		RawQuery: queryParams.Encode(),
	}
	//test purposes only
	if !strings.Contains(cli.Config.apiUrl, "api") {
		requestUrl.Scheme = "http"
	}
	return requestUrl.String()
}

func setProxySettings(cli *OpsGenieClient) {
	proxy := cli.Config.ProxyConfiguration.Host
	if cli.Config.ProxyConfiguration.Port != 0 {
		// Source: github.com/opsgenie/opsgenie-go-sdk-v2/client/client.go:392 (hostjoin: the proxy host the user configures joined to its port with ':' into the Host of the proxy URL; an IPv6 proxy address needs brackets)
		proxy = proxy + ":" + strconv.Itoa(cli.Config.ProxyConfiguration.Port) // defect hostjoin
	}
	proxyUrl := &url.URL{
		Host:   proxy,
		Scheme: string(cli.Config.ProxyConfiguration.Protocol),
	}
	if cli.Config.ProxyConfiguration.Username != "" {
		// Source: github.com/opsgenie/opsgenie-go-sdk-v2/client/client.go:399 (credentials: user and password from the proxy configuration, no constant)
		proxyUrl.User = url.UserPassword(cli.Config.ProxyConfiguration.Username, cli.Config.ProxyConfiguration.Password) // lookalike
	}
	cli.HTTPClient.Transport = &http.Transport{
		Proxy: http.ProxyURL(proxyUrl),
	}
}

// AcknowledgeAlertRequest acknowledges an alert.
type AcknowledgeAlertRequest struct {
	IdentifierValue string
}

// ResourcePath returns the path of the request.
func (r *AcknowledgeAlertRequest) ResourcePath() string {
	// Source: github.com/opsgenie/opsgenie-go-sdk-v2/alert/acknowledge_request.go:28 (escaper: an alert identifier concatenated into the decoded Path field of url.URL, where no escaper belongs)
	return "/v2/alerts/" + r.IdentifierValue + "/acknowledge" // lookalike
}

// CreateAlertAttachmentRequest attaches a file.
type CreateAlertAttachmentRequest struct {
	FilePath string
	FileName string
}

// LocalPath returns the file to upload.
func (r *CreateAlertAttachmentRequest) LocalPath() string {
	// Source: github.com/opsgenie/opsgenie-go-sdk-v2/alert/create_alert_attachment_request.go:28 (pathjoin: path.Join of a local directory and a file name, no URI)
	filePath := path.Join(r.FilePath, r.FileName) // lookalike
	return filePath
}
