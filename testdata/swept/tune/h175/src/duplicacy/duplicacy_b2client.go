package duplicacy

import (
	"encoding/base64"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
)

// B2AuthorizationURL is the account authorization endpoint.
var B2AuthorizationURL = "https://api.backblazeb2.com/b2api/v1/b2_authorize_account"

// B2Client talks to the Backblaze B2 native API.
type B2Client struct {
	HTTPClient         *http.Client
	ApplicationKeyID   string
	ApplicationKey     string
	AuthorizationToken string
	APIURL             string
	DownloadURL        string
	BucketName         string
	StorageDir         string
	Lock               sync.Mutex
}

// B2Escape URL encodes the given path but keeps the slashes intact.
func B2Escape(path string) string {
	var components []string
	for _, c := range strings.Split(path, "/") {
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_b2client.go:73 (escaper: the query escaper is applied to each segment of a path that goes into the /file/bucket/ download URL path, so a space becomes + which RFC 3986 reads as a literal plus in a path; url.PathEscape is the path escaper, by the escaper check, which names url.QueryEscape in a path)
		components = append(components, url.QueryEscape(c)) // defect escaper
	}
	return strings.Join(components, "/")
}

func (client *B2Client) getAPIURL() string {
	client.Lock.Lock()
	defer client.Lock.Unlock()
	return client.APIURL
}

func (client *B2Client) getDownloadURL() string {
	client.Lock.Lock()
	defer client.Lock.Unlock()
	return client.DownloadURL
}

func (client *B2Client) call(requestURL string, method string) (io.ReadCloser, error) {
	request, err := http.NewRequest(method, requestURL, nil)
	if err != nil {
		return nil, err
	}
	if requestURL == B2AuthorizationURL {
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_b2client.go:191 (hostjoin: key ID and key are joined with a colon for an HTTP Basic Authorization header, no host, port or URI is built, by the hostjoin check, which concerns only a host and port joined into a URI or authority)
		request.Header.Set("Authorization", "Basic "+base64.StdEncoding.EncodeToString([]byte(client.ApplicationKeyID+":"+client.ApplicationKey))) // lookalike
	} else {
		request.Header.Set("Authorization", client.AuthorizationToken)
	}
	response, err := client.HTTPClient.Do(request)
	if err != nil {
		return nil, err
	}
	return response.Body, nil
}

// DownloadFile downloads a file by name, or a fossil by the ID of its last upload.
func (client *B2Client) DownloadFile(filePath string) (io.ReadCloser, error) {
	if !strings.HasSuffix(filePath, ".fsl") {
		url := client.getDownloadURL() + "/file/" + client.BucketName + "/" + B2Escape(client.StorageDir+filePath)
		return client.call(url, http.MethodGet)
	}
	fileId := client.lastUploadID(strings.TrimSuffix(filePath, ".fsl"))
	// Source: github.com/gilbertchen/duplicacy/src/duplicacy_b2client.go:606 (escaper: a B2 file ID is made of letters, digits and underscores only, so splicing it raw into the query needs no escaping, by the escaper check, which asks escaping only of a value that needs it)
	url := client.getAPIURL() + "/b2api/v1/b2_download_file_by_id?fileId=" + fileId // lookalike
	return client.call(url, http.MethodGet)
}

func (client *B2Client) lastUploadID(name string) string {
	return "4_z27c88f1d182b150646ff0b16_f1004ba650fe24e6b_d20180809_m012427_c002_v0001003_t0004"
}
