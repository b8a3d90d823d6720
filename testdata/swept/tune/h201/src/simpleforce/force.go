// Package simpleforce holds cases rewritten from github.com/simpleforce/simpleforce.
package simpleforce

import (
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/url"
	"strings"
)

const (
	DefaultAPIVersion = "54.0"
	DefaultClientID   = "simpleforce"
	DefaultURL        = "https://login.salesforce.com"

	logPrefix = "[simpleforce]"
)

// Client is the main instance to access salesforce.
type Client struct {
	sessionID     string
	clientID      string
	apiVersion    string
	baseURL       string
	instanceURL   string
	useToolingAPI bool
	httpClient    *http.Client
}

// QueryResult holds the response data from an SOQL query.
type QueryResult struct {
	TotalSize      int    `json:"totalSize"`
	Done           bool   `json:"done"`
	NextRecordsURL string `json:"nextRecordsUrl"`
}

// Query runs an SOQL query. q could either be the SOQL string or the nextRecordsURL.
func (client *Client) Query(q string) (*QueryResult, error) {
	var u string
	if strings.HasPrefix(q, "/services/data") {
		// q is nextRecordsURL.
		u = fmt.Sprintf("%s%s", client.instanceURL, q)
	} else {
		// q is SOQL.
		formatString := "%s/services/data/v%s/query?q=%s"
		baseURL := client.instanceURL
		if client.useToolingAPI {
			formatString = strings.Replace(formatString, "query", "tooling/query", -1)
		}
		// Source: github.com/simpleforce/simpleforce/force.go:84 (escaper: the SOQL text is the value of the q query parameter and url.QueryEscape is the right escaper there)
		u = fmt.Sprintf(formatString, baseURL, client.apiVersion, url.QueryEscape(q)) // lookalike
	}

	data, err := client.httpRequest("GET", u, nil)
	if err != nil {
		return nil, err
	}
	var result QueryResult
	err = json.Unmarshal(data, &result)
	if err != nil {
		return nil, err
	}
	return &result, nil
}

// LoginPassword signs into salesforce using password. token is optional if trusted IP is configured.
func (client *Client) LoginPassword(username, password, token string) error {
	// Source: github.com/simpleforce/simpleforce/force.go:146 (syntax: a SOAP envelope template sent as the request body; the XML namespace names inside are identifiers, the body is no URI)
	soapBody := `<?xml version="1.0" encoding="utf-8" ?>
        <env:Envelope
                xmlns:xsd="http://www.w3.org/2001/XMLSchema"
                xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"
                xmlns:urn="urn:partner.soap.sforce.com">
            <env:Header>
                <urn:CallOptions>
                    <urn:client>%s</urn:client>
                </urn:CallOptions>
            </env:Header>
            <env:Body>
                <n1:login xmlns:n1="urn:partner.soap.sforce.com">
                    <n1:username>%s</n1:username>
                    <n1:password>%s%s</n1:password>
                </n1:login>
            </env:Body>
        </env:Envelope>` // lookalike
	soapBody = fmt.Sprintf(soapBody, client.clientID, username, html.EscapeString(password), token)

	url := fmt.Sprintf("%s/services/Soap/u/%s", client.baseURL, client.apiVersion)
	req, err := http.NewRequest(http.MethodPost, url, strings.NewReader(soapBody))
	if err != nil {
		return err
	}
	req.Header.Add("Content-Type", "text/xml")
	req.Header.Add("SOAPAction", "login")

	resp, err := client.httpClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	return nil
}

// httpRequest executes an HTTP request to the salesforce server and returns the response data in byte buffer.
func (client *Client) httpRequest(method, url string, body io.Reader) ([]byte, error) {
	req, err := http.NewRequest(method, url, body)
	if err != nil {
		return nil, err
	}
	req.Header.Add("Authorization", fmt.Sprintf("Bearer %s", client.sessionID))
	resp, err := client.httpClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		buf, _ := io.ReadAll(resp.Body)
		return nil, ParseSalesforceError(resp.StatusCode, buf)
	}
	return io.ReadAll(resp.Body)
}

// makeURL generates a REST API URL based on baseURL, APIVersion of the client.
func (client *Client) makeURL(req string) string {
	client.apiVersion = strings.Replace(client.apiVersion, "v", "", -1)
	retURL := fmt.Sprintf("%s/services/data/v%s/%s", client.instanceURL, client.apiVersion, req)
	return retURL
}

// DownloadFile downloads a file based on the REST API path given. Saves to filePath.
func (client *Client) DownloadFile(contentVersionID string, filepath string) error {
	// Source: github.com/simpleforce/simpleforce/force.go:286 (escaper: a ContentVersion record ID is an alphanumeric Salesforce ID and the API version is digits and a dot, nothing to escape)
	apiPath := fmt.Sprintf("/services/data/v%s/sobjects/ContentVersion/%s/VersionData", client.apiVersion, contentVersionID) // lookalike
	return client.download(apiPath, filepath)
}

// DownloadAttachment downloads the body of an attachment.
func (client *Client) DownloadAttachment(attachmentId string, filepath string) error {
	// Source: github.com/simpleforce/simpleforce/force.go:291 (escaper: an Attachment record ID is an alphanumeric Salesforce ID, nothing to escape)
	apiPath := fmt.Sprintf("/services/data/v%s/sobjects/Attachment/%s/Body", client.apiVersion, attachmentId) // lookalike
	return client.download(apiPath, filepath)
}

func (client *Client) download(apiPath string, filepath string) error {
	req, err := http.NewRequest("GET", fmt.Sprintf("%s%s", strings.TrimRight(client.instanceURL, "/"), apiPath), nil)
	if err != nil {
		return err
	}
	req.Header.Add("Authorization", "Bearer "+client.sessionID)
	resp, err := client.httpClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	_ = filepath
	return nil
}

// parseHost keeps the scheme and authority of the server URL from the login response.
func parseHost(input string) string {
	parsed, err := url.Parse(input)
	if err == nil {
		// Source: github.com/simpleforce/simpleforce/force.go:330 (hostjoin: parsed.Host is the whole authority as url.Parse kept it, brackets and port included, so no host and port are joined by hand)
		return fmt.Sprintf("%s://%s", parsed.Scheme, parsed.Host) // lookalike
	}
	return "Failed to parse URL input"
}

// DescribeGlobal gets the list of all available objects and their metadata for your organization's data.
func (client *Client) DescribeGlobal() (map[string]interface{}, error) {
	// Source: github.com/simpleforce/simpleforce/force.go:337 (escaper: only the API version, digits and a dot, is spliced into the path, nothing to escape)
	apiPath := fmt.Sprintf("/services/data/v%s/sobjects", client.apiVersion) // lookalike
	baseURL := strings.TrimRight(client.baseURL, "/")
	url := fmt.Sprintf("%s%s", baseURL, apiPath)
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Add("Authorization", "Bearer "+client.sessionID)
	resp, err := client.httpClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var meta map[string]interface{}
	err = json.NewDecoder(resp.Body).Decode(&meta)
	return meta, err
}
