package faascli

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// StoreFunction stands in for schema/store/v2.StoreFunction.
type StoreFunction struct {
	Title   string            `json:"title"`
	Name    string            `json:"name"`
	Images  map[string]string `json:"images"`
	RepoURL string            `json:"repo_url"`
}

// StoreResult is the function store document.
type StoreResult struct {
	Version   string          `json:"version"`
	Functions []StoreFunction `json:"functions"`
}

func filterStoreList(functions []StoreFunction, platform string) []StoreFunction {
	var filteredList []StoreFunction
	for _, function := range functions {
		for k := range function.Images {
			if strings.EqualFold(k, platform) {
				filteredList = append(filteredList, function)
				break
			}
		}
	}
	return filteredList
}

// FunctionStoreList (proxy/function_store.go) fetches the function store.
func FunctionStoreList(store string) ([]StoreFunction, error) {
	var storeResults StoreResult
	store = strings.TrimRight(store, "/")
	res, err := http.Get(store)
	if err != nil {
		return nil, fmt.Errorf("cannot connect to OpenFaaS store at URL: %s", store)
	}
	defer res.Body.Close()
	bytesOut, err := io.ReadAll(res.Body)
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(bytesOut, &storeResults); err != nil {
		return nil, err
	}
	return storeResults.Functions, nil
}
