package keda

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strings"
)

// ScalerConfig contains config fields common for all scalers.
type ScalerConfig struct {
	TriggerMetadata map[string]string
	ResolvedEnv     map[string]string
	AuthParams      map[string]string
	TriggerIndex    int
}

func lookup(config *ScalerConfig, name string) string {
	if v, ok := config.AuthParams[name]; ok && v != "" {
		return v
	}
	if v, ok := config.TriggerMetadata[name]; ok && v != "" {
		return v
	}
	if env, ok := config.TriggerMetadata[name+"FromEnv"]; ok {
		return config.ResolvedEnv[env]
	}
	return ""
}

type clickhouseMetadata struct {
	ConnectionString string
	Host             string
	Query            string
	TLS              bool
	Cert, Key        string
}

func parseClickHouseMetadata(config *ScalerConfig) (*clickhouseMetadata, error) {
	meta := &clickhouseMetadata{
		ConnectionString: lookup(config, "connectionString"),
		Host:             lookup(config, "host"),
		Query:            lookup(config, "query"),
		TLS:              lookup(config, "tls") == "true",
		Cert:             lookup(config, "cert"),
		Key:              lookup(config, "key"),
	}
	if meta.Query == "" {
		return nil, errors.New("no query given")
	}
	if meta.ConnectionString == "" && meta.Host == "" {
		return nil, errors.New("must provide either connectionString or host")
	}
	if meta.TLS && (meta.Cert == "") != (meta.Key == "") {
		return nil, errors.New("both cert and key must be provided")
	}
	if meta.ConnectionString != "" {
		if _, err := url.Parse(meta.ConnectionString); err != nil {
			return nil, err
		}
	}
	return meta, nil
}

type couchDBMetadata struct {
	ConnectionString string
	Query            string
}

func parseCouchDBMetadata(config *ScalerConfig) (*couchDBMetadata, error) {
	meta := &couchDBMetadata{
		ConnectionString: lookup(config, "connectionString"),
		Query:            lookup(config, "query"),
	}
	if meta.ConnectionString == "" {
		return nil, errors.New("no connectionString given")
	}
	return meta, nil
}

type mongoDBMetadata struct {
	ConnectionString string
	Scheme           string
	Host, Port       string
	Username         string
	Password         string
	DBName           string
}

func parseMongoDBMetadata(config *ScalerConfig) (*mongoDBMetadata, error) {
	meta := &mongoDBMetadata{
		ConnectionString: lookup(config, "connectionString"),
		Scheme:           lookup(config, "scheme"),
		Host:             lookup(config, "host"),
		Port:             lookup(config, "port"),
		Username:         lookup(config, "username"),
		Password:         lookup(config, "password"),
		DBName:           lookup(config, "dbName"),
	}
	if meta.ConnectionString == "" {
		if meta.Scheme == "" {
			meta.Scheme = "mongodb"
		}
		host := meta.Host
		if meta.Port != "" {
			host = net.JoinHostPort(meta.Host, meta.Port)
		}
		u := &url.URL{Scheme: meta.Scheme, Host: host, Path: meta.DBName, User: url.UserPassword(meta.Username, meta.Password)}
		meta.ConnectionString = u.String()
	}
	return meta, nil
}

type mssqlMetadata struct {
	Host, Port, Username, Password, Database string
}

func getMSSQLConnectionString(meta *mssqlMetadata) string {
	query := url.Values{}
	if meta.Database != "" {
		query.Add("database", meta.Database)
	}
	connectionURL := &url.URL{Scheme: "sqlserver", RawQuery: query.Encode()}
	if meta.Username != "" {
		if meta.Password != "" {
			connectionURL.User = url.UserPassword(meta.Username, meta.Password)
		} else {
			connectionURL.User = url.User(meta.Username)
		}
	}
	if meta.Port != "" {
		connectionURL.Host = net.JoinHostPort(meta.Host, meta.Port)
	} else {
		connectionURL.Host = meta.Host
	}
	return connectionURL.String()
}

type pulsarMetadata struct {
	AdminURL     string
	Topic        string
	Subscription string
}

func parsePulsarMetadata(config *ScalerConfig) (*pulsarMetadata, error) {
	meta := &pulsarMetadata{
		AdminURL:     config.TriggerMetadata["adminURL"],
		Topic:        config.TriggerMetadata["topic"],
		Subscription: config.TriggerMetadata["subscription"],
	}
	if meta.AdminURL == "" || meta.Topic == "" || meta.Subscription == "" {
		return nil, errors.New("adminURL, topic and subscription are required")
	}
	return meta, nil
}

type rabbitMQMetadata struct {
	Host      string
	QueueName string
	Protocol  string
}

func parseRabbitMQMetadata(config *ScalerConfig) (*rabbitMQMetadata, error) {
	meta := &rabbitMQMetadata{
		Host:      lookup(config, "host"),
		QueueName: lookup(config, "queueName"),
		Protocol:  lookup(config, "protocol"),
	}
	if meta.Host == "" || meta.QueueName == "" {
		return nil, errors.New("host and queueName are required")
	}
	if _, err := url.Parse(meta.Host); err != nil {
		return nil, err
	}
	return meta, nil
}

var rabbitMQAnonymizePattern = regexp.MustCompile(`([^ \/:]+):([^\/:]+)\@`)

func (s *rabbitMQScaler) anonymizeRabbitMQError(err error) error {
	errorMessage := fmt.Sprintf("error inspecting RabbitMQ: %s", err)
	return errors.New(rabbitMQAnonymizePattern.ReplaceAllString(errorMessage, "user:password@"))
}

type rabbitMQScaler struct {
	metadata   *rabbitMQMetadata
	httpClient *http.Client
}

type cosmosDBMetadata struct {
	Endpoint string
}

func parseCosmosDBMetadata(config *ScalerConfig) (*cosmosDBMetadata, error) {
	meta := &cosmosDBMetadata{Endpoint: lookup(config, "endpoint")}
	if meta.Endpoint == "" {
		return nil, errors.New("no endpoint given")
	}
	if _, err := url.Parse(meta.Endpoint); err != nil {
		return nil, err
	}
	return meta, nil
}

// cosmosDBAccountShortName returns the first label of the account's host.
func cosmosDBAccountShortName(endpoint string) string {
	if endpoint == "" {
		return ""
	}
	host := endpoint
	if u, err := url.Parse(endpoint); err == nil && u.Host != "" {
		host = u.Hostname()
	}
	name, _, _ := strings.Cut(host, ".")
	return name
}

func buildClusterAgentURL(datadogMetricsService, datadogNamespace string, datadogMetricsServicePort int) string {
	// Source: github.com/kedacore/keda/pkg/scalers/datadog_scaler.go:146 (hostjoin: the host is a Service name and its namespace, "%s.%s", a partly known DNS name)
	return fmt.Sprintf("https://%s.%s:%d/apis/external.metrics.k8s.io/v1beta1", datadogMetricsService, datadogNamespace, datadogMetricsServicePort) // lookalike
}

// vaultAddressesEqual reports whether two Vault addresses name the same
// server: scheme and host, case-insensitively, with no user information.
func vaultAddressesEqual(a, b string) bool {
	ua, err := url.Parse(a)
	if err != nil {
		return false
	}
	ub, err := url.Parse(b)
	if err != nil {
		return false
	}
	if ua.User != nil || ub.User != nil {
		return false
	}
	if ua.Scheme != "https" && ua.Scheme != "http" {
		return false
	}
	return ua.Scheme == ub.Scheme && strings.EqualFold(ua.Host, ub.Host)
}

type arangoDBMetadata struct {
	Endpoints []string
}

func parseArangoDBMetadata(config *ScalerConfig) (*arangoDBMetadata, error) {
	endpoints := config.TriggerMetadata["endpoints"]
	if endpoints == "" {
		return nil, errors.New("no endpoints given")
	}
	if config.TriggerMetadata["authModes"] == "bearer" && config.AuthParams["bearerToken"] == "" {
		return nil, errors.New("no bearer token provided")
	}
	return &arangoDBMetadata{Endpoints: strings.Split(endpoints, ",")}, nil
}

type elasticsearchMetadata struct {
	Addresses []string
}

func parseElasticsearchMetadata(config *ScalerConfig) (*elasticsearchMetadata, error) {
	var meta elasticsearchMetadata
	for _, a := range strings.Split(config.TriggerMetadata["addresses"], ",") {
		meta.Addresses = append(meta.Addresses, strings.TrimSpace(a))
	}
	return &meta, nil
}

// ParseAzureEventHubConnectionString reads the namespace and the hub name
// of an Event Hub connection string.
func ParseAzureEventHubConnectionString(connectionString string) (namespace, hub string) {
	for _, part := range strings.Split(connectionString, ";") {
		k, v, _ := strings.Cut(part, "=")
		switch strings.ToLower(k) {
		case "endpoint":
			namespace = strings.TrimSuffix(strings.TrimPrefix(v, "sb://"), "/")
		case "entitypath":
			hub = v
		}
	}
	return namespace, hub
}

func getNATSJetStreamMonitoringURL(useHTTPS bool, natsServerEndpoint, accountID string) string {
	scheme := "http"
	if useHTTPS {
		scheme = "https"
	}
	u := url.URL{Scheme: scheme, Host: natsServerEndpoint, Path: "/jsz"}
	params := url.Values{}
	params.Set("acc", accountID)
	params.Set("consumers", "true")
	params.Set("config", "true")
	u.RawQuery = params.Encode()
	return u.String()
}

type opensearchMetadata struct {
	Addresses []string
	UnsafeSsl bool
}

func newOpensearchAPIClientWithTLS(meta opensearchMetadata) (*http.Client, error) {
	client := &http.Client{}
	for _, a := range meta.Addresses {
		resp, err := client.Get(a)
		if err != nil {
			return nil, err
		}
		resp.Body.Close()
	}
	return client, nil
}

type elasticForecastScaler struct {
	client *http.Client
	base   *url.URL
	JobID  string
}

func (s *elasticForecastScaler) forecast(ctx context.Context, payload []byte) error {
	// Source: github.com/kedacore/keda/pkg/scalers/elastic_forecast_scaler.go:254 (escaper: url.PathEscape for a path segment of a request path, the right escaper)
	path := fmt.Sprintf("/_ml/anomaly_detectors/%s/_forecast", url.PathEscape(s.JobID)) // lookalike
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, path, bytes.NewReader(payload))
	if err != nil {
		return fmt.Errorf("build forecast request: %w", err)
	}
	req.URL = s.base.ResolveReference(req.URL)
	resp, err := s.client.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
