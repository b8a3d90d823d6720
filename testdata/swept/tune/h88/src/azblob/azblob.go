// Package azblob holds cases rewritten from github.com/Azure/azure-sdk-for-go/sdk/storage/azblob.
package azblob

import (
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"

	"github.com/Azure/azure-sdk-for-go/sdk/azcore/runtime"
)

func serviceURLFromConnStr(connStrMap map[string]string) (string, error) {
	protocol, ok := connStrMap["DefaultEndpointsProtocol"]
	if !ok {
		protocol = "https"
	}
	suffix := connStrMap["EndpointSuffix"]
	blobEndpoint, hasBlobEndpoint := connStrMap["BlobEndpoint"]
	accountName, hasAccountName := connStrMap["AccountName"]

	var serviceURL string
	if hasBlobEndpoint {
		serviceURL = blobEndpoint
	} else if hasAccountName {
		// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/internal/shared/shared.go:106 (syntax: a template that assembles scheme, account and suffix from connection-string parts into a valid URL)
		serviceURL = fmt.Sprintf("%v://%v.blob.%v", protocol, accountName, suffix) // lookalike
	} else {
		return "", errors.New("connection string needs either AccountName or BlobEndpoint")
	}
	if !strings.HasSuffix(serviceURL, "/") {
		serviceURL += "/"
	}
	if sas, ok := connStrMap["SharedAccessSignature"]; ok {
		// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/internal/shared/shared.go:127 (escaper: a SAS token appended raw as the query; whether a token needs escaping is not known from the code)
		return fmt.Sprintf("%v?%v", serviceURL, sas), nil // lookalike
	}
	return serviceURL, nil
}

func serializeBlobTags(tagsMap map[string]string) string {
	tags := make([]string, 0)
	for key, val := range tagsMap {
		// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/internal/shared/shared.go:151 (escaper: QueryEscape is the right escaper for keys and values of the form-encoded tags string)
		tags = append(tags, url.QueryEscape(key)+"="+url.QueryEscape(val)) // lookalike
	}
	return strings.Join(tags, "&")
}

func newBlobClientURL(containerURL, blobName string) string {
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/container/client.go:149 (escaper: PathEscape of the blob name as one path segment before joining it onto the container URL)
	blobName = url.PathEscape(blobName) // lookalike
	return runtime.JoinPaths(containerURL, blobName)
}

type urlParts struct {
	Scheme, Host, ContainerName, BlobName, VersionID string
}

func (up urlParts) String() string {
	path := ""
	if up.ContainerName != "" {
		path += "/" + up.ContainerName
		if up.BlobName != "" {
			// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/sas/url_parts.go:111 (escaper: the decoded blob name parsed from url.URL Path goes back into the decoded Path field)
			path += "/" + up.BlobName // lookalike
		}
	}
	rawQuery := ""
	if up.VersionID != "" {
		// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/sas/url_parts.go:127 (escaper: a version ID raw in the query; IDs are not known to need escaping)
		rawQuery += "versionid" + "=" + up.VersionID // lookalike
	}
	u := url.URL{Scheme: up.Scheme, Host: up.Host, Path: path, RawQuery: rawQuery}
	return u.String()
}

func startCopyIncremental(copySource, prevSnapshot string) (string, error) {
	copySourceURL, err := url.Parse(copySource)
	if err != nil {
		return "", err
	}
	queryParams := copySourceURL.Query()
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/pageblob/client.go:287 (escaper: the snapshot time is set through url.Values, which Encode escapes)
	queryParams.Set("snapshot", prevSnapshot) // lookalike
	copySourceURL.RawQuery = queryParams.Encode()
	return copySourceURL.String(), nil
}

func accountServiceURL(accountName string) string {
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/internal/testcommon/clients_auth.go:114 (hostform: the host is the account name under the fixed blob DNS suffix, a normal DNS name)
	return "https://" + accountName + ".blob.core.windows.net/" // lookalike
}

func beforeTestSanitizer() string {
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/internal/testcommon/common.go:203 (syntax: a regular expression that matches storage URLs, not a URI itself)
	const urlRegex = `https://\S+\.blob\.core\.windows\.net` // lookalike
	return urlRegex
}

func parseTimeError() error {
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/sas/query_params.go:86 (syntax: a documentation URL inside error prose)
	return errors.New("fail to parse time with IOS 8601 formats, please refer to https://docs.microsoft.com/en-us/rest/api/storageservices/constructing-a-service-sas for more details") // lookalike
}

func setTimeout(req *http.Request, timeout string) {
	reqQP := req.URL.Query()
	reqQP.Set("timeout", timeout)
	// Source: github.com/Azure/azure-sdk-for-go/sdk/storage/azblob/internal/generated/zz_blob_client.go:60 (escaper: url.Values Encode followed by turning "+" into "%20" is deliberate and correct)
	req.URL.RawQuery = strings.ReplaceAll(reqQP.Encode(), "+", "%20") // lookalike
}
