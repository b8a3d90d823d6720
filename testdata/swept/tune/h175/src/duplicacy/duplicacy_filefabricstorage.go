package duplicacy

import (
	"net/http"
	"net/url"
	"strings"
)

// FileFabricStorage is a Storage Made Easy File Fabric back-end; endpoint is the host named in fabric://endpoint/path.
type FileFabricStorage struct {
	endpoint    string
	accessToken string
	client      *http.Client
}

func (storage *FileFabricStorage) getAPIURL(function string) string {
	if storage.accessToken == "" {
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_filefabricstorage.go:256 (syntax: the * path segment the API uses before login is a sub-delim that RFC 3986 allows in a path, and the https URL built from the endpoint host is well formed, by the RFC 3986 path grammar the syntax check applies)
		return "https://" + storage.endpoint + "/api/*/" + function + "/" // lookalike
	} else {
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_filefabricstorage.go:258 (escaper: the access token the API issued and fixed function names like getListOfFiles are URL-safe path segments, nothing needing escaping is spliced, by the escaper check, which asks escaping only of a value that needs it)
		return "https://" + storage.endpoint + "/api/" + storage.accessToken + "/" + function + "/" // lookalike
	}
}

func (storage *FileFabricStorage) sendRequest(method string, requestURL string, formData url.Values) (*http.Response, error) {
	request, err := http.NewRequest(method, requestURL, strings.NewReader(formData.Encode()))
	if err != nil {
		return nil, err
	}
	request.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	return storage.client.Do(request)
}

func (storage *FileFabricStorage) getAccessToken(authToken string) error {
	formData := url.Values{"authtoken": {authToken}}
	_, err := storage.sendRequest(http.MethodPost, storage.getAPIURL("getTokenByAuthToken"), formData)
	return err
}
