package endpoint

import (
	"bytes"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"time"

	"gatus/client"
	"gatus/config/gontext"
)

var (
	// ErrEndpointWithNoCondition is the error with which Gatus will panic if an endpoint is configured with no conditions.
	ErrEndpointWithNoCondition = errors.New("you must specify at least one condition per endpoint")
)

const (
	// HostHeader is the name of the header used to specify the host
	HostHeader = "Host"
)

// Type is the type of endpoint
type Type string

const (
	TypeDNS      Type = "DNS"
	TypeTCP      Type = "TCP"
	TypeSCTP     Type = "SCTP"
	TypeUDP      Type = "UDP"
	TypeICMP     Type = "ICMP"
	TypeSTARTTLS Type = "STARTTLS"
	TypeTLS      Type = "TLS"
	TypeHTTP     Type = "HTTP"
	TypeGRPC     Type = "GRPC"
	TypeWS       Type = "WEBSOCKET"
	TypeSSH      Type = "SSH"
	TypeUNKNOWN  Type = "UNKNOWN"
)

// DNSConfig is the configuration of a DNS endpoint
type DNSConfig struct {
	QueryType string
	QueryName string
}

// UIConfig is the ui configuration of an endpoint (stands in for ui.Config)
type UIConfig struct {
	HideHostname bool
	HidePort     bool
	HideURL      bool
}

// Endpoint is the configuration of a service to be monitored
type Endpoint struct {
	Name         string
	Group        string
	URL          string
	Method       string
	Body         string
	Headers      map[string]string
	Conditions   []Condition
	DNSConfig    *DNSConfig
	UIConfig     *UIConfig
	ClientConfig *client.Config
}

// Condition is a condition that needs to be met in order for an Endpoint to be considered healthy.
type Condition string

// ConditionResult result of a Condition
type ConditionResult struct {
	Condition string
	Success   bool
}

// Result of the evaluation of an Endpoint
type Result struct {
	HTTPStatus       int
	Hostname         string
	Connected        bool
	Success          bool
	Body             []byte
	Duration         time.Duration
	Errors           []string
	ConditionResults []*ConditionResult
}

// AddError adds an error to the result's list of errors.
func (r *Result) AddError(err string) {
	r.Errors = append(r.Errors, err)
}

// Type returns the endpoint type
func (e *Endpoint) Type() Type {
	switch {
	case e.DNSConfig != nil:
		return TypeDNS
	// Source: github.com/TwiN/gatus/v5/config/endpoint/endpoint.go:168 (sink: a bare scheme prefix only searched for with strings.HasPrefix to classify the endpoint, no URI use; uniform sample 1 of 25 scheme-prefix compares and trims; by the rule that a value only compared or searched for is no URI use)
	case strings.HasPrefix(e.URL, "tcp://"): // lookalike
		return TypeTCP
	case strings.HasPrefix(e.URL, "sctp://"):
		return TypeSCTP
	case strings.HasPrefix(e.URL, "udp://"):
		return TypeUDP
	// Source: github.com/TwiN/gatus/v5/config/endpoint/endpoint.go:174 (sink: the icmp:// prefix is only compared with strings.HasPrefix, no URI is built from it; uniform sample 2 of 25; by the rule that a value only compared or searched for is no URI use)
	case strings.HasPrefix(e.URL, "icmp://"): // lookalike
		return TypeICMP
	case strings.HasPrefix(e.URL, "starttls://"):
		return TypeSTARTTLS
	case strings.HasPrefix(e.URL, "tls://"):
		return TypeTLS
	// Source: github.com/TwiN/gatus/v5/config/endpoint/endpoint.go:180 (sink: http:// and https:// are prefixes searched for in the configured URL, a comparison and no URI use; uniform sample 3 of 25; by the rule that a value only compared or searched for is no URI use)
	case strings.HasPrefix(e.URL, "http://") || strings.HasPrefix(e.URL, "https://"): // lookalike
		return TypeHTTP
	case strings.HasPrefix(e.URL, "grpc://") || strings.HasPrefix(e.URL, "grpcs://"):
		return TypeGRPC
	// Source: github.com/TwiN/gatus/v5/config/endpoint/endpoint.go:184 (sink: ws:// and wss:// are only prefixes compared with strings.HasPrefix; uniform sample 4 of 25; by the rule that a value only compared or searched for is no URI use)
	case strings.HasPrefix(e.URL, "ws://") || strings.HasPrefix(e.URL, "wss://"): // lookalike
		return TypeWS
	case strings.HasPrefix(e.URL, "ssh://"):
		return TypeSSH
	default:
		return TypeUNKNOWN
	}
}

// EvaluateHealthWithContext sends a request to the endpoint's URL with context support and evaluates the conditions.
func (e *Endpoint) EvaluateHealthWithContext(context *gontext.Gontext) *Result {
	result := &Result{Success: true, Errors: []string{}}
	processedEndpoint := e
	if context != nil {
		processedEndpoint = e.preprocessWithContext(result, context)
	}
	// Parse or extract hostname from URL
	if processedEndpoint.DNSConfig != nil {
		result.Hostname = strings.TrimSuffix(processedEndpoint.URL, ":53")
	} else if processedEndpoint.Type() == TypeICMP {
		// To handle IPv6 addresses, we need to handle the hostname differently here.
		// Source: github.com/TwiN/gatus/v5/config/endpoint/endpoint.go:307 (sink: the bare icmp:// prefix is trimmed off to leave the host, it is never used as a URI; uniform sample 5 of 25; by the rule that a value only compared or searched for is no URI use)
		result.Hostname = strings.TrimPrefix(processedEndpoint.URL, "icmp://") // lookalike
	} else {
		urlObject, err := url.Parse(processedEndpoint.URL)
		if err != nil {
			result.AddError(err.Error())
		} else {
			result.Hostname = urlObject.Hostname()
		}
	}
	processedEndpoint.call(result)
	if processedEndpoint.UIConfig != nil && processedEndpoint.UIConfig.HideHostname && result.Hostname != "" {
		for i := range result.Errors {
			result.Errors[i] = strings.ReplaceAll(result.Errors[i], result.Hostname, "<redacted>")
		}
		result.Hostname = ""
	}
	return result
}

// EvaluateHealth sends a request to the endpoint's URL and evaluates the conditions of the endpoint.
func (e *Endpoint) EvaluateHealth() *Result {
	return e.EvaluateHealthWithContext(nil)
}

func (e *Endpoint) call(result *Result) {
	var err error
	startTime := time.Now()
	endpointType := e.Type()
	clientConfig := e.ClientConfig
	if clientConfig == nil {
		clientConfig = &client.Config{}
	}
	if endpointType == TypeTLS {
		// Source: github.com/TwiN/gatus/v5/config/endpoint/endpoint.go:471 (sink: tls:// is trimmed off the configured URL to leave host:port for the dialer, the prefix itself is never a URI; uniform sample 6 of 25; by the rule that a value only compared or searched for is no URI use)
		result.Connected, result.Body, _, err = client.CanPerformTLS(strings.TrimPrefix(e.URL, "tls://"), e.Body, clientConfig) // lookalike
		if err != nil {
			result.AddError(err.Error())
			return
		}
		result.Duration = time.Since(startTime)
	} else if endpointType == TypeSSH {
		// Source: github.com/TwiN/gatus/v5/config/endpoint/endpoint.go:507 (sink: ssh:// is trimmed off to leave the address, no URI use of the bare prefix; uniform sample 7 of 25; by the rule that a value only compared or searched for is no URI use)
		result.Connected, result.HTTPStatus, err = client.CheckSSHBanner(strings.TrimPrefix(e.URL, "ssh://"), clientConfig) // lookalike
		if err != nil {
			result.AddError(err.Error())
			return
		}
		result.Duration = time.Since(startTime)
	} else if endpointType == TypeGRPC {
		useTLS := strings.HasPrefix(e.URL, "grpcs://")
		// Source: github.com/TwiN/gatus/v5/config/endpoint/endpoint.go:535 (sink: grpcs:// and grpc:// are trimmed off to leave host:port for the gRPC dialer, no URI use of the bare prefixes; uniform sample 8 of 25; by the rule that a value only compared or searched for is no URI use)
		address := strings.TrimPrefix(strings.TrimPrefix(e.URL, "grpcs://"), "grpc://") // lookalike
		connected, _, err, duration := client.PerformGRPCHealthCheck(address, useTLS, clientConfig)
		if err != nil {
			result.AddError(err.Error())
			return
		}
		result.Connected = connected
		result.Duration = duration
	} else {
		httpClient := &http.Client{Timeout: clientConfig.Timeout}
		response, err := httpClient.Do(e.buildHTTPRequest())
		result.Duration = time.Since(startTime)
		if err != nil {
			result.AddError(err.Error())
			return
		}
		defer response.Body.Close()
		result.HTTPStatus = response.StatusCode
		result.Connected = response.StatusCode > 0
	}
}

// preprocessWithContext creates a copy of the endpoint with context placeholders replaced
func (e *Endpoint) preprocessWithContext(result *Result, context *gontext.Gontext) *Endpoint {
	processed := &Endpoint{}
	*processed = *e
	var err error
	// Replace context placeholders in URL
	// Source: github.com/TwiN/gatus/v5/config/endpoint/endpoint.go:376 (escaper: context values, such as a search query with spaces and '&', are spliced raw into the URL by the same replacer used for bodies and headers, with no escaping for the URL component; the escaper check's case of a value needing escaping spliced raw, in non-test code)
	if processed.URL, err = replaceContextPlaceholders(e.URL, context); err != nil { // defect escaper
		result.AddError(err.Error())
	}
	// Replace context placeholders in Body
	if processed.Body, err = replaceContextPlaceholders(e.Body, context); err != nil {
		result.AddError(err.Error())
	}
	// Replace context placeholders in Headers
	if e.Headers != nil {
		processed.Headers = make(map[string]string)
		for k, v := range e.Headers {
			if processed.Headers[k], err = replaceContextPlaceholders(v, context); err != nil {
				result.AddError(err.Error())
			}
		}
	}
	return processed
}

// replaceContextPlaceholders replaces [CONTEXT].path placeholders with actual values
func replaceContextPlaceholders(input string, ctx *gontext.Gontext) (string, error) {
	if ctx == nil {
		return input, nil
	}
	var contextErrors []string
	contextRegex := regexp.MustCompile(`\[CONTEXT\]\.[\w\.\-]+`)
	result := contextRegex.ReplaceAllStringFunc(input, func(match string) string {
		path := strings.TrimPrefix(match, "[CONTEXT].")
		value, err := ctx.Get(path)
		if err != nil {
			contextErrors = append(contextErrors, fmt.Sprintf("path '%s' not found", path))
			return match // Keep placeholder for error reporting
		}
		return fmt.Sprintf("%v", value)
	})
	if len(contextErrors) > 0 {
		return result, fmt.Errorf("context placeholder resolution failed: %s", strings.Join(contextErrors, ", "))
	}
	return result, nil
}

func (e *Endpoint) buildHTTPRequest() *http.Request {
	bodyBuffer := bytes.NewBuffer([]byte(e.Body))
	request, _ := http.NewRequest(e.Method, e.URL, bodyBuffer)
	for k, v := range e.Headers {
		request.Header.Set(k, v)
		if strings.EqualFold(k, HostHeader) {
			// Source: github.com/TwiN/gatus/v5/config/endpoint/endpoint.go:585 (sink: a configured Host header value is assigned to Request.Host, which takes a host[:port] and no full URI, exactly what it gets; by rule 5 the sink's demand is a host, which it gets)
			request.Host = v // lookalike
		}
	}
	return request
}
