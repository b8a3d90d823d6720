package oras

import "fmt"

func buildScheme(plainHTTP bool) string {
	if plainHTTP {
		return "http"
	}
	return "https"
}

func buildRepositoryBaseURL(plainHTTP bool, host, repository string) string {
	// Source: oras.land/oras-go/v2/registry/remote/url.go:52 (escaper: the repository name goes raw into the path; whether a name needs escaping is not known from the code; stratified sample of 25 look-alikes out of 149 swept candidates)
	return fmt.Sprintf("%s://%s/v2/%s", buildScheme(plainHTTP), host, repository) // lookalike
}

func buildRepositoryBlobMountURL(plainHTTP bool, host, repository, d, fromRepo string) string {
	// Source: oras.land/oras-go/v2/registry/remote/url.go:95 (escaper: a digest and a repository name go raw into the query; raw IDs and names are look-alikes; stratified sample of 25 look-alikes out of 149 swept candidates)
	return fmt.Sprintf("%s?mount=%s&from=%s", buildRepositoryBaseURL(plainHTTP, host, repository)+"/blobs/uploads/", d, fromRepo) // lookalike
}

func buildReferrersURL(plainHTTP bool, host, repository, d string) string {
	return buildRepositoryBaseURL(plainHTTP, host, repository) + "/referrers/" + d
}
