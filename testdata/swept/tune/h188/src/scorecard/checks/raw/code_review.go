package raw

import "regexp"

var rePhabricatorRevID = regexp.MustCompile(`Differential Revision:[^\r\n]*(D\d+)`)

// Given m, a commit message, find the Phabricator revision ID in it.
func getPhabricatorRevisionID(c *Commit) string {
	m := c.Message
	match := rePhabricatorRevID.FindStringSubmatch(m)
	if len(match) < 2 {
		return ""
	}
	return match[1]
}
