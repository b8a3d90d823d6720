package duplicacy

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Preference is the stored preference of one storage.
type Preference struct {
	Name string
}

// GetPassword prompts the user with showPassword text and returns the answer.
func GetPassword(preference Preference, passwordType string, prompt string, showPassword bool, resetPassword bool) string {
	fmt.Println(prompt)
	return ""
}

// Storage is a storage back-end.
type Storage interface{}

// CreateFileStorage opens a storage on a local or mounted directory.
func CreateFileStorage(storageDir string, isCacheNeeded bool, threads int) (Storage, error) {
	return storageDir, nil
}

// CreateStorage creates a storage object from the storage URL the user configured.
func CreateStorage(preference Preference, resetPassword bool, threads int) Storage {
	storageURL := preference.Name

	// Source: github.com/gilbertchen/duplicacy/src/duplicacy_storage.go:246 (sink: the bare scheme prefix is only tested with strings.HasPrefix and cut off to get a local directory, a value only compared is no URI use, by the rule that a value only compared is no URI use)
	if strings.HasPrefix(storageURL, "flat://") { // lookalike
		fileStorage, _ := CreateFileStorage(storageURL[7:], false, threads)
		return fileStorage
	}

	// Source: github.com/gilbertchen/duplicacy/src/duplicacy_storage.go:255 (sink: the bare scheme prefix is only tested with strings.HasPrefix and cut off to get a mounted share path, a value only compared is no URI use, by the rule that a value only compared is no URI use)
	if strings.HasPrefix(storageURL, "samba://") { // lookalike
		fileStorage, _ := CreateFileStorage(storageURL[8:], true, threads)
		return fileStorage
	}

	urlRegex := regexp.MustCompile(`^([\w-]+)://([\w\-@\.\!]+@)?([^/]+)(/(.+))?`)
	matched := urlRegex.FindStringSubmatch(storageURL)
	if matched == nil {
		return nil
	} else if matched[1] == "sftp" || matched[1] == "sftpc" {
		server := matched[3]
		username := matched[2]
		storageDir := matched[5]
		port := 22
		if strings.Contains(server, ":") {
			index := strings.Index(server, ":")
			port, _ = strconv.Atoi(server[index+1:])
			server = server[:index]
		}
		sftpStorage, _ := CreateSFTPStorage(matched[1] == "sftpc", server, port, username, storageDir)
		return sftpStorage
	} else if matched[1] == "b2-custom" {
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_storage.go:568 (syntax: a regular expression that matches b2-custom storage URLs, not a URI itself, a pattern only used to match, by the rule that a value only compared or searched for is no URI use)
		b2customUrlRegex := regexp.MustCompile(`^b2-custom://([^/]+)/([^/]+)(/(.+))?`) // lookalike
		matched := b2customUrlRegex.FindStringSubmatch(storageURL)
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_storage.go:570 (sink: the https scheme is put before the host taken from the b2-custom URL, giving the absolute download URL the B2 client needs, by the sink check, which the built absolute URL satisfies)
		downloadURL := "https://" + matched[1] // lookalike
		return downloadURL
	} else if matched[1] == "acd" {
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_storage.go:606 (syntax: a link inside a prompt shown to the user, joined to words around it, is prose by rule 4)
		prompt := fmt.Sprintf("Enter the path of the Amazon Cloud Drive token file (downloadable from https://duplicacy.com/acd_start):") // lookalike
		return GetPassword(preference, "acd_token", prompt, true, resetPassword)
	} else if matched[1] == "gcs" {
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_storage.go:618 (syntax: a link inside a prompt shown to the user, with spaces and words around it, is prose by rule 4)
		prompt := fmt.Sprintf("Enter the path of the Google Cloud Storage token file (downloadable from https://duplicacy.com/gcs_start) or the service account credential file:") // lookalike
		return GetPassword(preference, "gcs_token", prompt, true, resetPassword)
	} else if matched[1] == "gcd" {
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_storage.go:638 (syntax: a link inside a prompt shown to the user is prose by rule 4)
		prompt := fmt.Sprintf("Enter the path of the Google Drive token file (downloadable from https://duplicacy.com/gcd_start):") // lookalike
		return GetPassword(preference, "gcd_token", prompt, true, resetPassword)
	} else if matched[1] == "one" || matched[1] == "odb" {
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_storage.go:658 (syntax: a link inside a prompt shown to the user is prose by rule 4)
		prompt := fmt.Sprintf("Enter the path of the OneDrive token file (downloadable from https://duplicacy.com/one_start):") // lookalike
		return GetPassword(preference, matched[1]+"_token", prompt, true, resetPassword)
	} else if matched[1] == "hubic" {
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_storage.go:685 (syntax: a link inside a prompt shown to the user is prose by rule 4)
		prompt := fmt.Sprintf("Enter the path of the Hubic token file (downloadable from https://duplicacy.com/hubic_start):") // lookalike
		return GetPassword(preference, "hubic_token", prompt, true, resetPassword)
	} else if matched[1] == "swift" {
		swiftStorage, _ := CreateSwiftStorage(storageURL[8:], "")
		return swiftStorage
	} else if matched[1] == "webdav" || matched[1] == "webdav-http" {
		server := matched[3]
		username := matched[2]
		storageDir := matched[5]
		port := 0
		useHTTP := matched[1] == "webdav-http"
		if strings.Contains(server, ":") {
			index := strings.Index(server, ":")
			port, _ = strconv.Atoi(server[index+1:])
			server = server[:index]
		}
		return CreateWebDAVStorage(server, port, username, "", storageDir, useHTTP)
	} else if matched[1] == "smb" {
		server := matched[3]
		username := matched[2]
		port := 445
		if strings.Contains(server, ":") {
			index := strings.Index(server, ":")
			port, _ = strconv.Atoi(server[index+1:])
			server = server[:index]
		}
		sambaStorage, _ := CreateSambaStorage(server, port, username, "")
		return sambaStorage
	}
	return nil
}
