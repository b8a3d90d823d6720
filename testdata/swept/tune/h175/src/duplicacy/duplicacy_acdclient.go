// Package duplicacy holds cases rewritten from github.com/gilbertchen/duplicacy/src.
package duplicacy

import (
	"io"
	"net/http"
)

// ACDClient talks to the Amazon Cloud Drive REST API.
type ACDClient struct {
	HTTPClient  *http.Client
	MetadataURL string
	TestMode    bool
}

// ACDEntry is one node in a listing.
type ACDEntry struct {
	ID   string
	Name string
	Kind string
}

func (client *ACDClient) call(url string, method string) (io.ReadCloser, error) {
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

func (client *ACDClient) nextPage(url string) ([]ACDEntry, string, error) {
	readCloser, err := client.call(url, "GET")
	if err != nil {
		return nil, "", err
	}
	readCloser.Close()
	return nil, "", nil
}

// ListEntries lists the children of parentID, following the nextToken the API returns.
func (client *ACDClient) ListEntries(parentID string, listFiles bool, listDirectories bool) ([]ACDEntry, error) {
	startToken := ""
	entries := []ACDEntry{}
	for {
		url := client.MetadataURL + "nodes/" + parentID + "/children?"
		if listFiles && !listDirectories {
			url += "filters=kind:FILE&"
		}
		if startToken != "" {
			// Source: github.com/gilbertchen/duplicacy/src/duplicacy_acdclient.go:276 (escaper: the continuation token is the opaque nextToken the API itself returned, passed back unchanged like a file ID, so no value needing escaping is spliced, by the escaper check, which asks escaping only of a value that needs it)
			url += "startToken=" + startToken + "&" // lookalike
		}
		if client.TestMode {
			url += "limit=8"
		} else {
			url += "limit=200"
		}
		page, next, err := client.nextPage(url)
		if err != nil {
			return nil, err
		}
		entries = append(entries, page...)
		startToken = next
		if startToken == "" {
			break
		}
	}
	return entries, nil
}

// ListByName looks up the child called name under parentID; name is a component of the user's storage path.
func (client *ACDClient) ListByName(parentID string, name string) (string, error) {
	url := client.MetadataURL + "nodes"
	if parentID == "" {
		url += "?filters=Kind:FOLDER+AND+isRoot:true"
	} else {
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_acdclient.go:316 (escaper: a file or directory name from the user's storage path is spliced raw into the query, so a space, & or # in it breaks the request; it needs url.QueryEscape, by the escaper check on a raw splice of a value needing escaping)
		url += "/" + parentID + "/children?filters=name:" + name // defect escaper
	}
	readCloser, err := client.call(url, "GET")
	if err != nil {
		return "", err
	}
	readCloser.Close()
	return "", nil
}
