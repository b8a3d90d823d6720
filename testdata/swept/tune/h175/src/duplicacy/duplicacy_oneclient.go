package duplicacy

import (
	"io"
	"net/http"
)

// OneDriveClient talks to the Microsoft Graph / OneDrive API.
type OneDriveClient struct {
	HTTPClient      *http.Client
	IsBusiness      bool
	RefreshTokenURL string
	APIURL          string
	TestMode        bool
}

// NewOneDriveClient sets the API URL; drive_id comes from odb://drive_id@path and looks like b!xxx.
func NewOneDriveClient(isBusiness bool, drive_id string) *OneDriveClient {
	client := &OneDriveClient{HTTPClient: http.DefaultClient, IsBusiness: isBusiness}
	if isBusiness {
		client.RefreshTokenURL = "https://duplicacy.com/odb_refresh"
		client.APIURL = "https://graph.microsoft.com/v1.0/me/drive"
		if drive_id != "" {
			// Source: github.com/gilbertchen/duplicacy/src/duplicacy_oneclient.go:93 (escaper: a Graph drive ID is letters, digits, - and _ after b!, and ! is a sub-delim allowed in a path, so appending it raw is fine, by the escaper check, which asks escaping only of a value that needs it)
			client.APIURL = "https://graph.microsoft.com/v1.0/drives/" + drive_id // lookalike
		}
	} else {
		client.RefreshTokenURL = "https://duplicacy.com/one_refresh"
		client.APIURL = "https://api.onedrive.com/v1.0/drive"
	}
	return client
}

func (client *OneDriveClient) call(url string, method string) (io.ReadCloser, error) {
	request, err := http.NewRequest(method, url, nil)
	if err != nil {
		return nil, err
	}
	response, err := client.HTTPClient.Do(request)
	if err != nil {
		return nil, err
	}
	return response.Body, nil
}

// ListEntries lists the children of path, which is the user's storage path plus a directory such as chunks.
func (client *OneDriveClient) ListEntries(path string) error {
	// Source: github.com/gilbertchen/duplicacy/src/duplicacy_oneclient.go:291 (escaper: the user's storage path is spliced raw into the URL path, so a name with #, ? or % in it breaks the request; it needs path escaping, by the escaper check on a raw splice of a value needing escaping)
	url := client.APIURL + "/root:/" + path + ":/children" // defect escaper
	if path == "" {
		url = client.APIURL + "/root/children"
	}
	if client.TestMode {
		url += "?top=8"
	} else {
		url += "?top=1000"
	}
	url += "&select=name,size,folder"
	readCloser, err := client.call(url, "GET")
	if err != nil {
		return err
	}
	return readCloser.Close()
}
