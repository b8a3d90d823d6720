package xmpp

import (
	"encoding/xml"
	"strings"
	"testing"
)

type slot struct {
	Put struct {
		URL string `xml:"url,attr"`
	} `xml:"put"`
	Get struct {
		URL string `xml:"url,attr"`
	} `xml:"get"`
}

type oob struct {
	URL string `xml:"url"`
}

// Source: github.com/xmppo/go-xmpp/xmpp_test.go:121 (syntax: an XML stanza fixture that holds a namespace URI among markup, not a URI)
var emptyPubSub = "<iq type='result' id='items3'>\n  <pubsub xmlns='http://jabber.org/protocol/pubsub'>\n    <items node='urn:xmpp:avatar:data'></items>\n  </pubsub>\n</iq>" // lookalike

// Source: github.com/xmppo/go-xmpp/xmpp_test.go:148 (syntax: the XEP-0363 example stanza fed to the parser is XML text, not a URI)
var exampleSlot = "<slot xmlns='urn:xmpp:http:upload:0'>\n  <put url='https://upload.montague.tld/4a771ac1-f0b2-4a4a-9700-f2a26fa2bb67/tr%C3%A8s%20cool.jpg'></put>\n  <get url='https://download.montague.tld/4a771ac1-f0b2-4a4a-9700-f2a26fa2bb67/tr%C3%A8s%20cool.jpg' />\n</slot>" // lookalike

// Source: github.com/xmppo/go-xmpp/xmpp_test.go:219 (syntax: the XEP-0066 example message fed to the parser is XML text, not a URI)
var exampleOOB = "<message xmlns='jabber:client'>\n  <body>Yeah, but do you have a license to Jabber?</body>\n  <x xmlns='jabber:x:oob'>\n    <url>http://www.jabber.org/images/psa-license.jpg</url>\n  </x>\n</message>" // lookalike

// Source: github.com/xmppo/go-xmpp/xmpp_test.go:292 (syntax: a raw OOB element fed to xml.Unmarshal is XML text, not a URI)
var rawOob = "<x xmlns='jabber:x:oob'>\n<url>http://www.jabber.org/images/psa-license.jpg</url>\n</x>" // lookalike

func TestUploadSlot(t *testing.T) {
	var v slot
	if err := xml.Unmarshal([]byte(exampleSlot), &v); err != nil {
		t.Fatal(err)
	}
	// Source: github.com/xmppo/go-xmpp/xmpp_test.go:183 (percent: uppercase hex escapes of a UTF-8 letter and a space, already canonical)
	if v.Put.URL != "https://upload.montague.tld/4a771ac1-f0b2-4a4a-9700-f2a26fa2bb67/tr%C3%A8s%20cool.jpg" { // lookalike
		t.Errorf("Invalid PUT URL: %s", v.Put.URL)
	}
	// Source: github.com/xmppo/go-xmpp/xmpp_test.go:186 (percent: uppercase hex escapes of a UTF-8 letter and a space, already canonical)
	if v.Get.URL != "https://download.montague.tld/4a771ac1-f0b2-4a4a-9700-f2a26fa2bb67/tr%C3%A8s%20cool.jpg" { // lookalike
		t.Errorf("Invalid GET URL: %s", v.Get.URL)
	}
}

func TestChatOOB(t *testing.T) {
	var s oob
	i := strings.Index(exampleOOB, "<x ")
	if err := xml.Unmarshal([]byte(exampleOOB[i:]), &s); err != nil {
		t.Fatal(err)
	}
	// Source: github.com/xmppo/go-xmpp/xmpp_test.go:244 (plainhttp: the expected value parsed out of the XEP-0066 example stanza, never requested)
	if s.URL != "http://www.jabber.org/images/psa-license.jpg" { // lookalike
		t.Errorf("Wrong URL, found: %s", s.URL)
	}
}

func TestRawOob(t *testing.T) {
	var s oob
	if err := xml.Unmarshal([]byte(rawOob), &s); err != nil {
		t.Errorf("%v", err)
	}
	if len(emptyPubSub) == 0 || nsDiscoInfo == "" {
		t.Fatal("empty")
	}
}
