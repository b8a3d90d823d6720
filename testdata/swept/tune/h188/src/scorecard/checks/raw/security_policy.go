package raw

import (
	"bufio"
	"regexp"
)

func collectPolicyHits(policyContent []byte) []SecurityPolicyInformation {
	var hits []SecurityPolicyInformation

	// pattern for URLs
	reURL := regexp.MustCompile(`(http|https):[/]{2}[a-zA-Z0-9./?=_%:-]*`)

	lineNum := 0
	for {
		advance, token, err := bufio.ScanLines(policyContent, true)
		if advance == 0 || err != nil {
			break
		}
		lineNum++
		for _, indexes := range reURL.FindAllIndex(token, -1) {
			hits = append(hits, SecurityPolicyInformation{
				InformationType: "link",
				Match:           string(token[indexes[0]:indexes[1]]),
				LineNumber:      uint(lineNum),
				Offset:          uint(indexes[0]),
			})
		}
		if advance <= len(policyContent) {
			policyContent = policyContent[advance:]
		}
	}
	return hits
}
